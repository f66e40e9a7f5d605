// The other floor under the build benchmark: what writing a site's output costs on this disk with
// nothing else running. Reads every file of a built folder, then writes a copy of it (same paths,
// same bytes) next to it with the build's own file writer, on one thread, and prints the wall, user and system time of the writing alone. Run it
// a few times: on a shared disk the figure varies from minute to minute. With --warm, what a warm
// build's output costs: the copy replaced by the same files through the build's staging folder,
// each written anew or linked to the previous copy's (link-unchanged.ts), in alternating rounds,
// the removal of the previous copy included. Not a test: it prints figures.
import fs from 'node:fs';
import path from 'node:path';
import { createFileWriter, stageOutput } from '../compiler/output/atomic-output.ts';

const usage = `usage: node --import tsx bench/write-floor.ts [builtDir] [--runs R] [--warm]

  builtDir   a built site (default: build)
  --runs R   write the copy R times (default 3), removing it in between
  --warm     replace the copy R times with the same files, written or linked in turn`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 1) : 3;
const source = path.resolve(args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs') ?? 'build');
if (!fs.existsSync(source)) {
  console.error(`${source} does not exist: build a site first (sfpdocs build), then name its output folder`);
  process.exit(1);
}

const files: Array<{ relative: string; bytes: Buffer }> = [];
const walk = (dir: string) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else files.push({ relative: path.relative(source, full), bytes: fs.readFileSync(full) });
  }
};
walk(source);
const total = files.reduce((sum, f) => sum + f.bytes.length, 0);
const copy = `${source}.write-floor-${process.pid}`;

const seconds = (micros: number) => (micros / 1e6).toFixed(2);
try {
  if (args.includes('--warm')) {
    const figures: Record<'write' | 'link', number[]> = { write: [], link: [] };
    for (let run = 0; run <= runs * 2; run++) {
      // The first round only makes the previous copy, with the build's marker.
      const mode = run === 0 || run % 4 === 1 || run % 4 === 0 ? 'write' : 'link';
      const staging = stageOutput(copy, { linkUnchanged: mode === 'link' });
      const started = performance.now();
      const cpu = process.cpuUsage();
      for (const { relative, bytes } of files) staging.write(relative, bytes);
      await staging.commit();
      const { user, system } = process.cpuUsage(cpu);
      if (run === 0) continue;
      figures[mode].push(user + system);
      console.log(`round ${run} ${mode}: ${files.length} files in ${((performance.now() - started) / 1000).toFixed(2)} s, the previous copy's removal included (user ${seconds(user)} s, system ${seconds(system)} s)`);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
    console.log(`median CPU: written ${seconds(median(figures.write))} s, linked ${seconds(median(figures.link))} s`);
  }
  for (let run = 1; run <= (args.includes('--warm') ? 0 : runs); run++) {
    fs.rmSync(copy, { recursive: true, force: true });
    fs.mkdirSync(copy);
    const write = createFileWriter(copy);
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (const { relative, bytes } of files) write(relative, bytes);
    const { user, system } = process.cpuUsage(cpu);
    const folders = new Set(files.map((f) => path.dirname(f.relative))).size - 1;
    console.log(`run ${run}: ${files.length} files, ${folders} folders, ${(total / 1024 / 1024).toFixed(0)} MB written in ${((performance.now() - started) / 1000).toFixed(2)} s (user ${(user / 1e6).toFixed(2)} s, system ${(system / 1e6).toFixed(2)} s)`);
  }
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
