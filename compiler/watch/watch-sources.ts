// Writers' mode: watches content/, static/, site.config.ts, templates/, runtime/ and shared/ with chokidar and hands
// over the changes in batches, so a save that touches several files (or a git checkout) is one
// update.
import fs from 'node:fs';
import path from 'node:path';
import chokidar from 'chokidar';
import { configFileNames } from '../config/load-config.ts';
import { packageRoot } from '../package-root.ts';

export type SourceArea = 'content' | 'config' | 'static' | 'templates' | 'runtime';

export interface SourceChange {
  area: SourceArea;
  event: 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';
  /** Relative to the site folder with `/` separators (absolute for package files outside it). */
  file: string;
}

export interface WatchSourcesOptions {
  siteDir: string;
  onChanges: (changes: SourceChange[]) => void;
}

export interface SourceWatcher {
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Changes that land this close together are one batch (an editor's write, a checkout). */
const batchMs = 8;
/**
 * chokidar drops a second change of a file within 50 ms of the first; a file is looked at once
 * more after that window, so a quick second save is never missed.
 */
const settleMs = 60;
/** Editor droppings: swap and backup files, vim's write probe. */
const ignoredRe = /(^|[/\\])\.[^/\\]*$|~$|\.(swp|swx|tmp)$|(^|[/\\])4913$/;

export function watchSources({ siteDir, onChanges }: WatchSourcesOptions): SourceWatcher {
  const root = path.resolve(siteDir);
  const pkg = packageRoot();
  const areas: Array<[string, SourceArea]> = [
    [path.join(root, 'content'), 'content'],
    [path.join(root, 'static'), 'static'],
    [path.join(pkg, 'templates'), 'templates'],
    [path.join(pkg, 'runtime'), 'runtime'],
    [path.join(pkg, 'shared'), 'runtime'],
  ];
  const configs = configFileNames.map((name) => path.join(root, name));
  // Only folders that exist: chokidar announces `ready` early when asked for a missing path.
  const folders = chokidar.watch(areas.map(([dir]) => dir).filter((dir) => fs.existsSync(dir)), {
    ignoreInitial: true,
    ignored: (file) => ignoredRe.test(path.basename(file)),
  });
  // The config may be created or deleted: watch the site folder itself, for config files only.
  const siteFolder = chokidar.watch(root, { ignoreInitial: true, depth: 0, ignored: (file) => file !== root && !configs.includes(file) });

  let pending: SourceChange[] = [];
  let timer: NodeJS.Timeout | undefined;
  const push = (event: SourceChange['event'], absolute: string) => {
    const area = configs.includes(absolute) ? 'config' : areas.find(([dir]) => absolute === dir || absolute.startsWith(dir + path.sep))?.[1];
    if (!area) return;
    const relative = path.relative(root, absolute);
    const file = relative.startsWith('..') ? absolute : relative.split(path.sep).join('/');
    pending.push({ area, event, file });
    clearTimeout(timer);
    timer = setTimeout(() => {
      const batch = pending;
      pending = [];
      onChanges(batch);
    }, batchMs);
  };
  // Each look keeps the time it saw: with one shared entry per file, the look of an earlier save
  // could take the entry of a later one and the later look then found none, losing a third
  // quick save (seen as a flaky writers' mode test).
  const settle = (absolute: string) => {
    const seen = mtimeOf(absolute);
    setTimeout(() => {
      const now = mtimeOf(absolute);
      // A file removed meanwhile is chokidar's to report (as unlink), not a change to compile.
      if (now !== -1 && now !== seen) push('change', absolute);
    }, settleMs).unref();
  };
  const watchers = [folders, siteFolder];
  const ready = Promise.all(
    watchers.map((watcher) => {
      watcher.on('all', (event, absolute) => {
        push(event as SourceChange['event'], absolute);
        if (event === 'change' || event === 'add') settle(absolute);
      });
      return new Promise<void>((resolve, reject) => {
        watcher.once('ready', resolve);
        watcher.once('error', reject);
      });
    }),
  ).then(() => undefined);
  return {
    ready,
    async close() {
      clearTimeout(timer);
      await Promise.all(watchers.map((watcher) => watcher.close()));
    },
  };
}

function mtimeOf(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}
