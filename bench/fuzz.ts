// Long fuzz run of the markdown compiler (issue 11): hostile inputs through the compiler with a
// per-page time limit; prints the failures (replayable by seed and index) and timing figures.
// Usage: node --import tsx bench/fuzz.ts [count=10000] [seed=1] [timeLimitMs=5000]
import fs from 'node:fs';
import path from 'node:path';
import { realPages, runFuzz } from '../test/helpers/fuzz-runner.ts';

const [count = 10000, seed = 1, timeLimitMs = 5000] = process.argv.slice(2).map(Number);
const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
const report = await runFuzz({
  seed,
  count,
  timeLimitMs,
  corpus: realPages(path.join(root, 'content')),
  onProgress: (done) => done % 500 === 0 && process.stderr.write(`\r  ${done}/${count}`),
});
process.stderr.write('\r\x1b[2K');
const sorted = [...report.msPerPage].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(1);
console.log(`${report.inputs} inputs (seed ${seed}) in ${((performance.now() - started) / 1000).toFixed(1)} s; ${report.withDiagnostics} produced diagnostics`);
console.log(`per page: median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms; limit ${timeLimitMs} ms`);
console.log(`${report.failures.length} failures`);
const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'sfpdocs-fuzz-failures-'));
for (const failure of report.failures.slice(0, 50)) {
  fs.writeFileSync(path.join(dir, failure.input.name), failure.input.text);
  console.log(`  ${failure.input.name}: ${failure.reason}`);
}
if (report.failures.length) console.log(`failing inputs written to ${dir}`);
else fs.rmSync(dir, { recursive: true });
process.exitCode = report.failures.length ? 1 : 0;
