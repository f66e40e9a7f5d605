// Writers' mode: watches what the site reads (watch-list.ts) with chokidar and hands over the
// changes in batches, so a save that touches several files (or a git checkout) is one update.
// A watched folder that disappears and comes back (a checkout of another branch, `mv docs x; mv
// x docs`, an editor's safe-write) is watched again: chokidar stops watching a folder once it is
// gone, so each folder's place is watched from the folders above it.
import fs from 'node:fs';
import path from 'node:path';
import chokidar, { type FSWatcher } from 'chokidar';
import { areaOf, type SourceArea, type WatchList } from './watch-list.ts';

export type { SourceArea } from './watch-list.ts';

export interface SourceChange {
  area: SourceArea;
  event: 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';
  /** Relative to the site folder with `/` separators (`../docs/intro.md` outside it; absolute for sfpdocs' own files). */
  file: string;
}

export interface WatchSourcesOptions {
  siteDir: string;
  list: WatchList;
  onChanges: (changes: SourceChange[]) => void;
  /** Look every this many milliseconds (chokidar's polling) instead of waiting for events. */
  poll?: number;
}

export interface SourceWatcher {
  ready: Promise<void>;
  /** Watches what a new list names (after a config change), and no longer what it does not. */
  update(list: WatchList): Promise<void>;
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
/** How deep below a watched place a watched folder may sit (`versioned_docs/version-2.0`). */
const anchorDepth = 8;

export function watchSources({ siteDir, list: initial, onChanges, poll }: WatchSourcesOptions): SourceWatcher {
  // File systems without change events (network mounts, some containers' shared folders) are polled.
  const polling = poll === undefined ? {} : { usePolling: true, interval: poll, binaryInterval: poll };
  const root = path.resolve(siteDir);
  let list = initial;

  let pending: SourceChange[] = [];
  let timer: NodeJS.Timeout | undefined;
  const queue = (change: SourceChange) => {
    pending.push(change);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const batch = pending;
      pending = [];
      onChanges(batch);
    }, batchMs);
  };
  const siteRelative = (absolute: string) => {
    const relative = path.relative(root, absolute).split(path.sep).join('/');
    // sfpdocs' own files (its runtime, when it is being developed) keep their absolute path.
    const area = areaOf(list, absolute);
    return area === 'runtime' || area === 'templates' ? absolute : relative;
  };
  const push = (event: SourceChange['event'], absolute: string) => {
    const area = areaOf(list, absolute);
    if (area) queue({ area, event, file: siteRelative(absolute) });
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
  const onEvent = (event: string, absolute: string) => {
    push(event as SourceChange['event'], absolute);
    if (event === 'change' || event === 'add') settle(absolute);
  };

  // The folders themselves. A folder inside another watched one is covered by it.
  let roots = rootsOf(list);
  const folders = chokidar.watch(roots.filter(exists), { ignoreInitial: true, ignored: (file) => ignoredRe.test(path.basename(file)), ...polling });
  folders.on('all', onEvent);

  // The places of the folders and the config's files, from the folders above them: the site
  // folder for what is inside it, the parent folder for what is outside (`../docs`).
  let anchors = watchAnchors();
  function watchAnchors(): FSWatcher {
    const { places, wanted } = anchorsOf(root, roots, list.files);
    const watcher = chokidar.watch(places.filter(exists), { ignoreInitial: true, depth: anchorDepth, ignored: (file) => !wanted.has(file), ...polling });
    watcher.on('all', (event, absolute) => {
      if (list.files.includes(absolute)) return onEvent(event, absolute);
      if (event !== 'addDir' && event !== 'unlinkDir') return;
      // A watched folder (or one above it) came or went: what the site reads from it is listed again.
      for (const dir of roots.filter((dir) => dir === absolute || dir.startsWith(absolute + path.sep))) {
        if (event === 'addDir' && exists(dir)) {
          folders.unwatch(dir);
          folders.add(dir);
        }
        queue({ area: 'config', event, file: siteRelative(dir) });
      }
    });
    return watcher;
  }
  const readyOf = (watcher: FSWatcher) =>
    new Promise<void>((resolve, reject) => {
      watcher.once('ready', resolve);
      watcher.once('error', reject);
    });

  return {
    ready: Promise.all([readyOf(folders), readyOf(anchors)]).then(() => undefined),
    async update(next) {
      const before = roots;
      const files = list.files;
      list = next;
      roots = rootsOf(next);
      const gone = before.filter((dir) => !roots.includes(dir));
      const added = roots.filter((dir) => !before.includes(dir));
      if (gone.length) folders.unwatch(gone);
      if (added.length) folders.add(added.filter(exists));
      if (gone.length || added.length || files.join('\n') !== next.files.join('\n')) {
        await anchors.close();
        anchors = watchAnchors();
        await readyOf(anchors);
      }
    },
    async close() {
      clearTimeout(timer);
      await Promise.all([folders.close(), anchors.close()]);
    },
  };
}

/** The list's folders, without those inside another of them. */
function rootsOf(list: WatchList): string[] {
  const dirs = list.folders.map((f) => f.dir);
  return dirs.filter((dir) => !dirs.some((other) => other !== dir && dir.startsWith(other + path.sep)));
}

/**
 * Where to watch for the folders and files to come and go: the site folder, down to each of them
 * (its folders on the way, none of their other files), and the parent folder of each outside it.
 */
function anchorsOf(root: string, dirs: string[], files: string[]): { places: string[]; wanted: Set<string> } {
  const places = new Set<string>([root]);
  const wanted = new Set<string>([root]);
  for (const target of [...dirs, ...files]) {
    const inside = target.startsWith(root + path.sep);
    const place = inside ? root : path.dirname(target);
    places.add(place);
    wanted.add(place);
    for (let dir = target; dir !== place && dir !== path.dirname(dir); dir = path.dirname(dir)) wanted.add(dir);
  }
  return { places: [...places], wanted };
}

function exists(file: string): boolean {
  return fs.existsSync(file);
}

function mtimeOf(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}
