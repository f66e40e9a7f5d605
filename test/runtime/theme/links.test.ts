import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { humanDate, isoDate } from '../../../runtime/theme/links.ts';

const links = suite('links');

links('should expose the public api', () => {
  for (const fn of [humanDate, isoDate]) assert.type(fn, 'function');
});

// ---

const dates = suite('dates');

dates('should print the same UTC date whatever the time zone, so server and client agree', () => {
  // 23:30 UTC on 31 Dec is already 1 Jan east of Greenwich: the UTC day must win.
  const ms = Date.UTC(2024, 11, 31, 23, 30);
  assert.is(isoDate(ms), '2024-12-31');
  assert.is(humanDate(ms), '31 December 2024');
  assert.is(humanDate(Date.UTC(2025, 0, 2)), '2 January 2025');
});

dates.run();
links.run();
