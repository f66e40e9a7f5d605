import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { phaseLog } from '../../bin/build-progress.ts';

const log = suite('phaseLog');

log('should print each phase once it ends, with its time and its pages', () => {
  const lines: string[] = [];
  let now = 0;
  const progress = phaseLog((line) => lines.push(line), () => now);
  progress.onProgress!('config', 0, 1);
  now = 20;
  progress.onProgress!('compile', 0, 330);
  now = 1000;
  progress.onProgress!('compile', 200, 330);
  assert.equal(lines, ['  config 0.02 s']);
  now = 4720;
  progress.onProgress!('compile', 330, 330);
  progress.onProgress!('emit', 0, 374);
  now = 6000;
  progress.finish();
  progress.finish();
  assert.equal(lines, ['  config 0.02 s', '  compile 4.70 s, 330 pages', '  emit 1.28 s, 374 pages']);
});

log.run();
