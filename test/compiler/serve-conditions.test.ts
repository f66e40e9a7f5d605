import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../compiler/serve-conditions.ts';
import { noneMatch, rangeAnswer } from '../../compiler/serve-conditions.ts';

const conditions = suite('serve-conditions');

conditions('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['noneMatch', 'rangeAnswer']);
});

conditions('noneMatch compares entity tags weakly, and `*` matches any', () => {
  assert.ok(noneMatch('*', 'W/"1a-2b-br"'));
  assert.ok(noneMatch('"1a-2b-br"', 'W/"1a-2b-br"'));
  assert.ok(noneMatch('"x", W/"1a-2b-br"', 'W/"1a-2b-br"'));
  assert.not.ok(noneMatch('W/"1a-2b-gzip"', 'W/"1a-2b-br"'));
  assert.not.ok(noneMatch(undefined, 'W/"1a-2b-br"'));
  assert.not.ok(noneMatch('', 'W/"1a-2b-br"'));
});

conditions('rangeAnswer gives one range, 416 past the end, and the whole for anything else', () => {
  assert.equal(rangeAnswer('bytes=0-0', undefined, 10), { kind: 'part', start: 0, end: 0 });
  assert.equal(rangeAnswer('bytes=-3', undefined, 10), { kind: 'part', start: 7, end: 9 });
  assert.equal(rangeAnswer('bytes=0-1,1-4', undefined, 10), { kind: 'part', start: 0, end: 4 });
  assert.equal(rangeAnswer('bytes=10-', undefined, 10), { kind: 'unsatisfiable' });
  assert.equal(rangeAnswer('bytes=-0', undefined, 10), { kind: 'unsatisfiable' });
  assert.equal(rangeAnswer('bytes=0-1', undefined, 0), { kind: 'unsatisfiable' });
  for (const [range, ifRange] of [[undefined, undefined], ['bytes=0-1,5-6', undefined], ['bytes=x-y', undefined], ['items=0-1', undefined], ['bytes=0-1', 'W/"a"']]) {
    assert.equal(rangeAnswer(range, ifRange, 10), { kind: 'whole' }, String(range));
  }
});

conditions.run();
