// Runs every test file with uvu, as `npm test` does, passing its output through unchanged. When a
// test fails, the files that failed are printed again at the very end: CI logs are often read from
// their tail, and uvu prints a failure beside its own file, hundreds of lines before the totals.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const pattern = process.argv[2] ?? '\\.test\\.ts$';
const child = spawn(process.execPath, ['--import', 'tsx', 'node_modules/uvu/bin.js', 'test', pattern], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'pipe'],
});

// uvu starts each file's report with a line naming the file; a failure's details follow it.
const fileLine = /^\S.*\.test\.[cm]?[jt]s$/;
const plain = (line) => line.replace(/\x1b\[[0-9;]*m/g, '');
const blocks = [];
let current = null;
let pending = '';

function take(text) {
  pending += text;
  const lines = pending.split('\n');
  pending = lines.pop();
  for (const line of lines) {
    if (/^\s*Total:/.test(plain(line))) current = null; // the totals end the last file's report
    if (fileLine.test(plain(line))) {
      current = { lines: [], failed: false };
      blocks.push(current);
    }
    if (!current) continue;
    current.lines.push(line);
    if (/^\s*FAIL\s/.test(plain(line))) current.failed = true;
  }
}

child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  take(chunk.toString());
});
// A test file that throws while loading reports on stderr, outside any block: kept whole.
const errors = [];
child.stderr.on('data', (chunk) => {
  process.stderr.write(chunk);
  errors.push(chunk.toString());
});

child.on('close', (code, signal) => {
  take('\n');
  const failed = blocks.filter((b) => b.failed);
  if (code !== 0 && (failed.length > 0 || errors.length > 0)) {
    const out = ['', `=== ${failed.length} test file(s) failed; their reports again:`, ''];
    for (const block of failed) out.push(...block.lines.map(plain), '');
    if (errors.length > 0) out.push('=== what the tests wrote to stderr (last 60 lines):', ...errors.join('').split('\n').slice(-60));
    // Exit once the text is out: a write to a pipe finishes after process.exit would cut it.
    process.stdout.write(out.join('\n') + '\n', () => process.exit(code));
    return;
  }
  process.exit(code ?? (signal ? 1 : 0));
});
