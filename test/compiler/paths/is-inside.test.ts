import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as isInsideModule from '../../../compiler/paths/is-inside.ts';
import { isInside, isRouteInside } from '../../../compiler/paths/is-inside.ts';

const inside = suite('isInside');

inside('should expose the public api', () => {
  assert.equal(Object.keys(isInsideModule).sort(), ['isInside', 'isRouteInside']);
});

inside('accepts the folder itself and paths below it', () => {
  assert.ok(isInside('/site', '/site'));
  assert.ok(isInside('/site', '/site/content/a.md'));
  assert.ok(isInside('/site', '/site/content/../static/..x.png'));
});

inside('rejects paths that climb out, and a sibling whose name starts like the folder', () => {
  assert.not.ok(isInside('/site', '/site/../etc/passwd'));
  assert.not.ok(isInside('/site/content', '/site/content/../../../../etc/passwd'));
  assert.not.ok(isInside('/site', '/site-other/a.md'));
  assert.not.ok(isInside('/site', '/'));
});

inside('rejects a symbolic link that points out of the folder only when asked to follow links', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-inside-'));
  try {
    fs.mkdirSync(path.join(root, 'site'));
    fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
    fs.writeFileSync(path.join(root, 'site', 'own.txt'), 'own');
    fs.symlinkSync(path.join(root, 'secret.txt'), path.join(root, 'site', 'link.png'));
    fs.symlinkSync(path.join(root, 'site', 'own.txt'), path.join(root, 'site', 'own-link.png'));
    assert.ok(isInside(path.join(root, 'site'), path.join(root, 'site', 'link.png')));
    assert.not.ok(isInside(path.join(root, 'site'), path.join(root, 'site', 'link.png'), { links: true }));
    assert.ok(isInside(path.join(root, 'site'), path.join(root, 'site', 'own-link.png'), { links: true }));
    assert.ok(isInside(path.join(root, 'site'), path.join(root, 'site', 'not-yet.png'), { links: true }));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

inside.run();

// ---

const routes = suite('isRouteInside');

routes('accepts routes that stay in the output folder, `..` included', () => {
  for (const route of ['/', '/docs/', '/docs/a/../b', '/docs/..', '/%2e%2e/x', '/..x']) assert.ok(isRouteInside(route), route);
});

routes('rejects routes that climb above its root', () => {
  for (const route of ['/..', '/../x', '/docs/../../x', '/docs//../../x', '../x', '/a/b/../../../x']) assert.not.ok(isRouteInside(route), route);
});

routes.run();
