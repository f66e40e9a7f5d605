// What running a Docusaurus site's plugins for its further locales costs: the config is loaded
// (which runs the plugins for the default locale), then each other locale's run is timed on its
// own, CPU-seconds of the process (process.cpuUsage, every thread) and wall. Each run is a fresh
// process; with --other, another checkout's compiler is measured in the same rounds, alternately
// (A B B A …), and the paired differences are printed. Not a test: it prints figures.
//   node --import tsx bench/locale-plugin-run.ts SITE [--other CHECKOUT] [--runs N]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const option = (name: string, fallback?: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (args[0] === '--child') {
  // One measurement: the compiler of checkout args[1], the site args[2]; prints one JSON line.
  const [, repo, site] = args as [string, string, string];
  const { loadConfig } = (await import(pathToFileURL(path.join(repo, 'compiler/config/load-config.ts')).href)) as typeof import('../compiler/config/load-config.ts');
  const config = await loadConfig(path.resolve(site));
  const figures: Record<string, { cpu: number; wall: number }> = {};
  for (const locale of config.locales.filter((l) => l.id !== config.locale.id)) {
    const cpu = process.cpuUsage();
    const wall = performance.now();
    await config.localePlugins?.(locale.id);
    const used = process.cpuUsage(cpu);
    figures[locale.id] = { cpu: (used.user + used.system) / 1e6, wall: (performance.now() - wall) / 1000 };
  }
  console.log(JSON.stringify(figures));
  process.exit(0);
}

const site = args[0];
if (!site || args.includes('--help')) {
  console.log('usage: node --import tsx bench/locale-plugin-run.ts SITE [--other CHECKOUT] [--runs N]');
  process.exit(site ? 0 : 1);
}
const runs = Number(option('--runs', '5'));
const other = option('--other');
const ways: Array<[string, string]> = [['this', here], ...(other ? [['other', path.resolve(other)] as [string, string]] : [])];
const results = new Map<string, Array<Record<string, { cpu: number; wall: number }>>>(ways.map(([name]) => [name, []]));
for (let round = 0; round < runs; round++) {
  for (const [name, repo] of round % 2 ? [...ways].reverse() : ways) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', repo, site], { cwd: here, encoding: 'utf8', maxBuffer: 1 << 26 });
    const line = child.stdout.trim().split('\n').at(-1) ?? '';
    if (child.status !== 0 || !line.startsWith('{')) throw new Error(`${name} failed: ${child.stderr.slice(-2000)}`);
    const figures = JSON.parse(line) as Record<string, { cpu: number; wall: number }>;
    results.get(name)!.push(figures);
    console.log(`round ${round + 1} ${name}: ${Object.entries(figures).map(([id, f]) => `${id} ${f.cpu.toFixed(2)} CPU-s ${f.wall.toFixed(2)} s`).join(', ')}`);
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
for (const [name, list] of results) {
  for (const id of Object.keys(list[0] ?? {})) console.log(`${name} ${id}: median ${median(list.map((f) => f[id]!.cpu)).toFixed(2)} CPU-s, ${median(list.map((f) => f[id]!.wall)).toFixed(2)} s wall`);
}
if (other) {
  for (const id of Object.keys(results.get('this')![0] ?? {})) {
    const differences = results.get('this')!.map((f, i) => f[id]!.cpu - results.get('other')![i]![id]!.cpu);
    console.log(`${id} this − other, CPU-s per round: ${differences.map((d) => (d >= 0 ? '+' : '') + d.toFixed(2)).join(' ')}`);
  }
}
