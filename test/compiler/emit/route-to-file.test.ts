import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chunkStem, routeToFile } from '../../../compiler/emit/route-to-file.ts';

const files = suite('route files');

files('should put every route in its own index.html, and 404 beside them', () => {
  assert.is(routeToFile('/'), 'index.html');
  assert.is(routeToFile('/docs/guide/start'), 'docs/guide/start/index.html');
  assert.is(routeToFile('/docs/guide/start/'), 'docs/guide/start/index.html');
  assert.is(routeToFile('/404'), '404.html');
});

files('should name chunks after the end of the route, never as hidden files', () => {
  assert.is(chunkStem('/'), 'index');
  assert.is(chunkStem('/docs/sfp-3.0/api/battery'), 'docs-sfp-3.0-api-battery');
  // Cut at 60 characters right after a dot or a dash: the stem must not start with either.
  const route = `/docs/sfp-3.0/${'a'.repeat(50)}/x.${'b'.repeat(59)}`;
  assert.is(route.replace(/^\//, '').replace(/[^\w.-]+/g, '-').slice(-60)[0], '.', 'the cut falls on the dot');
  assert.is(chunkStem(route), 'b'.repeat(59));
  assert.is(chunkStem('/-/'), 'index', 'nothing left: the route is the index');
});

files.run();
