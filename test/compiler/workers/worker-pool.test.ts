// The parallel path, run from the TypeScript sources (the CLI runs it from dist/): worker
// threads give what the same task modules give on this thread.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleLegacy } from '../../../compiler/emit/bundle-legacy.ts';
import { bundleRuntime } from '../../../compiler/emit/bundle-runtime.ts';
import { toClientConfig } from '../../../compiler/emit/client-config.ts';
import { chunkCode } from '../../../compiler/emit/page-chunk.ts';
import { runTaskHere } from '../../../compiler/workers/tasks.ts';
import type { RenderContext } from '../../../compiler/workers/tasks/render-pages.ts';
import { threadCpuMs } from '../../../compiler/workers/thread-cpu.ts';
import { onWorkerUsage, startWorkerPool, TaskTimeLimitError, type WorkerPool, type WorkerUsage } from '../../../compiler/workers/worker-pool.ts';
import type { PageData } from '../../../shared/contract.ts';
import type { FromWorker } from '../../../compiler/workers/worker-protocol.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';
import { configOf } from '../../helpers/page-graph.ts';

const pool = suite('worker pool');
let workers: WorkerPool | null = null;
pool.before(() => {
  workers = startWorkerPool(2);
});
pool.after(() => workers?.close());

pool('should start from the TypeScript sources', () => {
  assert.ok(workers, 'a pool of worker threads');
  assert.is(workers!.size, 2);
});

pool('should compile on worker threads what this thread compiles', async () => {
  const items = Array.from({ length: 6 }, (_, i) => ({ file: `content/2.5/page-${i}.md`, source: `---\ntitle: Page ${i}\n---\n\n## Part ${i}\n\n\`\`\`js\nnavigator.mozAlarms.add(new Date(), 'honorTimezone', ${i});\n\`\`\`\n\n[Next](./page-${i + 1}.md)\n` }));
  const [there, here] = await Promise.all([Promise.all([workers!.run('compile', { options: {}, items: items.slice(0, 3) }), workers!.run('compile', { options: {}, items: items.slice(3) })]).then((parts) => parts.flat()), runTaskHere('compile', { options: {}, items }, undefined)]);
  assert.equal(there, here);
  assert.match(there[2]!.html, 'mozAlarms');
});

pool('should render and write on worker threads the HTML this thread writes', async () => {
  const out = [fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-pool-')), fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-pool-'))];
  try {
    const config = toClientConfig(configOf({ title: 'Pool' }), []);
    const [bundle, legacy] = await Promise.all([bundleRuntime(), bundleLegacy()]);
    const page: PageData = { route: '/about', kind: 'page', title: 'About', description: 'A page.', html: '<p>Hello from a worker.</p>', toc: [], version: null, breadcrumbs: [], prev: null, next: null, lastUpdated: null, editUrl: null, otherVersions: {} };
    const chunk = { chunkFile: 'assets/pages/about.js', chunkUrl: '/assets/pages/about.js' };
    const contexts = out.map(
      (outDir): RenderContext => ({ ssr: bundle.ssr, sidebars: {}, outDir, pageModules: {}, frame: { config, routeTable: '/assets/routes.json', css: bundle.css, script: bundle.script, legacy: { phone: legacy.phone.file, search: legacy.search.file } } }),
    );
    for (const dir of out) {
      fs.mkdirSync(path.join(dir, 'assets', 'pages'), { recursive: true });
      fs.writeFileSync(path.join(dir, chunk.chunkFile), chunkCode(JSON.stringify(page)));
    }
    workers!.setContext('render', contexts[0]!);
    const [there] = await workers!.run('render', [chunk]);
    const [here] = await runTaskHere('render', [chunk], contexts[1]!);
    assert.equal(there, here);
    const html = out.map((dir) => fs.readFileSync(path.join(dir, 'about', 'index.html'), 'utf8'));
    assert.is(html[0], html[1]);
    assert.match(html[0]!, 'Hello from a worker.');
  } finally {
    for (const dir of out) fs.rmSync(dir, { recursive: true, force: true });
  }
});

pool('should reject the runs of a task that fails, naming it a bug in sfpdocs', async () => {
  const failed = await workers!.run('render', [{ chunkFile: 'missing.js', chunkUrl: '/missing.js' }]).catch((error: Error) => error);
  assert.instance(failed, Error);
  assert.match((failed as Error).message, 'a build worker failed; this is a bug in sfpdocs');
});

// The CLI's workers run dist/task-worker.mjs, one bundle with the compiler's dependencies in it
// (scripts/bundle-cli.mjs; `npm test` makes it first): it must compile what the sources compile,
// front matter (yaml, a CommonJS package), grammars loaded by name and MDX loaded on demand.
pool('should compile in the bundled worker script of dist/ what this thread compiles', async () => {
  const items = [
    { file: 'content/a.md', source: `---\ntitle: A\ntags: [x, y]\n---\n\n## Part\n\n\`\`\`ts\nconst a: number = 1;\n\`\`\`\n\n:::tip\nTip.\n:::\n` },
    { file: 'content/b.mdx', source: `---\ntitle: B\n---\n\nimport Tabs from '@theme/Tabs';\n\n<Tabs>\n\n\`\`\`bash\nnpm i\n\`\`\`\n\n</Tabs>\n\nText {1 + 1}.\n` },
  ];
  const worker = new Worker(path.join(repoRoot, 'dist', 'task-worker.mjs'));
  try {
    const reply = await new Promise<FromWorker>((resolve, reject) => {
      // The reply, after the word that the task has started.
      worker.on('message', (message: FromWorker) => !('started' in message) && resolve(message));
      worker.once('error', reject);
      worker.postMessage({ kind: 'task', id: 1, task: 'compile', input: { options: {}, items } });
    });
    assert.ok('output' in reply, JSON.stringify(reply));
    const here = await runTaskHere('compile', { options: {}, items }, undefined);
    assert.equal((reply as { output: unknown }).output, here);
    assert.match(here[0]!.html, 'const');
    assert.ok(here[1]!.component, 'the MDX page became a module');
  } finally {
    await worker.terminate();
  }
});

pool('should report what each worker ran and the CPU of its own thread when its pool closes', async () => {
  const usages: WorkerUsage[] = [];
  const stop = onWorkerUsage((usage) => usages.push(usage));
  const one = startWorkerPool(1)!;
  try {
    const items = [{ file: 'content/a.md', source: '# A\n\n```js\nlet a = 1;\n```\n' }];
    await one.run('compile', { options: {}, items });
    await one.run('compile', { options: {}, items });
  } finally {
    await one.close();
    stop();
  }
  assert.is(usages.length, 1);
  const [usage] = usages as [WorkerUsage];
  assert.equal(usage.tasks, { compile: 2 });
  // Starting a thread and loading the markdown compiler take CPU on that thread.
  if (process.platform === 'linux') assert.ok(usage.cpu! > 0, String(usage.cpu));
  assert.ok(usage.firstReply! > 0 && usage.alive >= usage.firstReply!, JSON.stringify(usage));
  assert.ok(usage.active > 0 && usage.active <= usage.alive, JSON.stringify(usage));
});

pool('should count this thread\'s CPU alone', () => {
  if (process.platform !== 'linux') return;
  const before = threadCpuMs()!;
  const process0 = process.cpuUsage();
  // Busy until the process has used 200 ms more: most of it is this thread's.
  let spin = 0;
  while (process.cpuUsage(process0).user < 200_000) spin++;
  assert.ok(spin > 0);
  assert.ok(threadCpuMs()! - before >= 100, `${threadCpuMs()! - before} ms`);
});

pool('stops a task that runs past its time limit, and runs the others on a fresh worker', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-pool-loop-'));
  try {
    // A page module whose code never returns, as an endless loop in an MDX export would.
    fs.writeFileSync(path.join(dir, 'loop.mjs'), 'while (true) {}\nexport default function Page() { return null; }\n');
    fs.writeFileSync(path.join(dir, 'fine.mjs'), 'export default function Page() { return null; }\n');
    workers!.setContext('render-body', { ssr: 'export const renderPage = ({ page, content }) => `${page.title}: ${typeof content.Content}`;' });
    const input = { config: toClientConfig(configOf({ title: 'Pool' }), []), page: { title: 'About' } as PageData, sidebar: null };
    // Only the loop can reach its limit: the others have more time than any machine needs.
    const run = (file: string) => workers!.run('render-body', { input, module: pathToFileURL(path.join(dir, file)).href }, { timeLimitMs: file === 'loop.mjs' ? 1000 : 600_000 });
    const [looped, ...fine] = await Promise.all([run('loop.mjs').catch((error: Error) => error), run('fine.mjs'), run('fine.mjs'), run('fine.mjs')]);
    assert.instance(looped, TaskTimeLimitError);
    assert.is((looped as Error).message, 'did not finish within 1 s');
    const body = { body: 'About: function' };
    assert.equal(fine, [body, body, body]);
    // Every worker answers still (the stopped one was replaced, with the contexts it had).
    assert.equal(await Promise.all(Array.from({ length: 4 }, () => run('fine.mjs'))), Array(4).fill(body));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

pool.run();
