// A small seeded fuzz run in every `npm test` (the long run is bench/fuzz.ts): hostile markdown
// through the compiler, page by page with a time limit that only a hang can hit, then whole
// sites through every check. Nothing may crash, and every problem is a positioned diagnostic.
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { check } from '../../compiler/build.ts';
import { fuzzInputs } from '../helpers/fuzz-inputs.ts';
import { realPages, runFuzz } from '../helpers/fuzz-runner.ts';
import { makeSite, removeSite, repoRoot } from '../helpers/fixture-site.ts';

const fuzz = suite('compiler fuzz (seeded)');
const corpus = realPages(path.join(repoRoot, 'content'), 120);

fuzz('compiles 150 hostile pages without a crash, a hang or an unpositioned diagnostic', async () => {
  const report = await runFuzz({ seed: 20261121, count: 150, corpus, timeLimitMs: 30_000 });
  assert.is(report.inputs, 150);
  assert.equal(report.failures.map((f) => `${f.input.name}: ${f.reason}`), []);
  assert.ok(report.withDiagnostics > 0, 'the inputs are hostile enough to produce diagnostics');
});

fuzz('checks whole sites of hostile pages: every diagnostic names a file of the site and a position', async () => {
  for (const seed of [7, 8]) {
    const files: Record<string, string> = { 'site.config.ts': "export default { title: 'Fuzz', onBrokenLinks: 'warn' };\n" };
    for (const input of fuzzInputs(seed, 40, corpus)) files[`content/2.5/${input.name}`] = input.text;
    const dir = makeSite(files);
    try {
      const result = await check({ siteDir: dir });
      assert.ok(result.diagnostics.length > 0);
      for (const d of result.diagnostics) {
        assert.ok(d.file in files, `diagnostic for an unknown file: ${d.file}`);
        assert.ok(d.line >= 1 && d.column >= 1, `${d.file}:${d.line}:${d.column} ${d.message}`);
        assert.is.not(d.ruleId, 'internal', `${d.file}: ${d.message}`);
      }
    } finally {
      removeSite(dir);
    }
  }
});

fuzz.run();
