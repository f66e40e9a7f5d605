import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { closestMatch, createMatcher } from '../../../compiler/diagnostics/closest-match.ts';

const match = suite('closest match');

match('should find a plausible typo and nothing for an unrelated word', () => {
  assert.is(closestMatch('getall', ['getAll', 'remove', 'add']), 'getAll');
  assert.is(closestMatch('x', ['getAll', 'remove']), undefined);
  assert.is(closestMatch('colour', ['color', 'colors']), 'color');
});

match('should give the same answers as closestMatch, ties to the earlier candidate', () => {
  const routes = ['/docs/api/alarm/add', '/docs/api/alarm/get', '/docs/api/alarm/set', '/docs/guide/start', '/docs/guide/next', '/docs', '/'];
  const matcher = createMatcher(routes);
  for (const wanted of ['/docs/api/alarm/ad', '/docs/api/alarm/Xet', '/docs/guide/strat', '/docs/guid', '/doc', '/nothing/like/it', '']) {
    assert.is(matcher(wanted), closestMatch(wanted, routes), wanted);
  }
});

match('should take a sibling renamed beyond a typo as the page moved, for paths only', () => {
  const routes = ['/docs/guide/installing-the-sdk', '/docs/guide/start', '/docs/other/install-sdk-old-notes'];
  assert.is(closestMatch('/docs/guide/install-sdk', routes), undefined);
  assert.is(createMatcher(routes, { paths: true })('/docs/guide/install-sdk'), '/docs/guide/installing-the-sdk');
  assert.is(createMatcher(routes)('/docs/guide/install-sdk'), undefined);
  // A sibling with little in common is not offered.
  assert.is(createMatcher(routes, { paths: true })('/docs/guide/troubleshooting'), undefined);
});

match('should find the match among many candidates and keep giving it', () => {
  const routes = Array.from({ length: 20_000 }, (_, i) => `/docs/section${i % 50}/page-number-${i}`);
  const matcher = createMatcher(routes, { paths: true });
  for (let i = 0; i < 500; i++) assert.is(matcher('/docs/section7/page-numbr-7'), '/docs/section7/page-number-7');
});

match.run();
