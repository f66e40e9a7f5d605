// Small versions of the pathological sites of bench/pathological-sites.mjs: they check what the
// build does and says (the bench measures how long it takes).
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SidebarItem } from '../../shared/contract.ts';
import { makeSite, removeSite, runCli } from '../helpers/fixture-site.ts';

const config = `import { defineConfig } from 'sfpdocs';
export default defineConfig({
  title: 'Pathological',
  url: 'https://patho.example.test',
  versions: [{ id: '1.0', label: 'One', path: '/docs/', current: true }],
});
`;

const pathological = suite('pathological sites');

// One build serves three cases (a cycle, duplicate routes, 30-level nesting): builds are the slow part.
const files: Record<string, string> = {
  'site.config.ts': config,
  'content/1.0/cycle/a.md': '---\ntitle: A\n---\n\nNext: [B](./b.md).\n\n## Top\n',
  'content/1.0/cycle/b.md': '---\ntitle: B\n---\n\nNext: [C](/docs/cycle/c).\n',
  'content/1.0/cycle/c.md': '---\ntitle: C\n---\n\nBack to [A](./a.md#top).\n',
  'content/1.0/dup/a.md': '---\ntitle: A\nslug: /same\n---\n\nFirst.\n',
  'content/1.0/dup/b.md': '---\ntitle: B\nslug: /same\n---\n\nSecond.\n',
  'content/1.0/x.md': '---\ntitle: X\n---\n\nThe page file.\n',
  'content/1.0/x/index.md': '---\ntitle: X index\n---\n\nThe folder index.\n',
};
let folder = 'content/1.0/deep';
for (let level = 1; level <= 30; level++) {
  folder += `/level${level}`;
  files[`${folder}/page${level}.md`] = `---\ntitle: Page ${level}\n---\n\nAt level ${level}.\n`;
}
let dir = '';
let built: ReturnType<typeof runCli>;

pathological.before(() => {
  dir = makeSite(files);
  built = runCli(['build', dir]);
});
pathological.after(() => removeSite(dir));

pathological('should build a link cycle and resolve every link of it', () => {
  assert.is(built.status, 0, built.stderr);
  const html = (route: string) => fs.readFileSync(path.join(dir, 'build', route, 'index.html'), 'utf8');
  assert.match(html('docs/cycle/a'), 'href="/docs/cycle/b"');
  assert.match(html('docs/cycle/b'), 'href="/docs/cycle/c"');
  assert.match(html('docs/cycle/c'), 'href="/docs/cycle/a#top"');
});

pathological('should report two files claiming one route, naming both', () => {
  assert.match(built.stderr, /content\/1\.0\/dup\/b\.md:1:1 {2}route `\/docs\/same` is claimed by both content\/1\.0\/dup\/a\.md and content\/1\.0\/dup\/b\.md/);
  assert.match(built.stderr, /content\/1\.0\/x\/index\.md:1:1 {2}route `\/docs\/x` is claimed by both content\/1\.0\/x\.md and content\/1\.0\/x\/index\.md/);
});

pathological('should build 30 folders deep with a sidebar nested 30 deep', () => {
  assert.is(built.status, 0, built.stderr);
  const chain = (depth: number) => Array.from({ length: depth }, (_, i) => `level${i + 1}`).join('/');
  assert.ok(fs.existsSync(path.join(dir, 'build', 'docs/deep', chain(30), 'page30/index.html')), 'deepest page');
  const assets = path.join(dir, 'build', 'assets');
  const sidebarFile = fs.readdirSync(assets).find((f) => /^sidebar-1\.0\.[0-9a-f]+\.json$/.test(f));
  assert.ok(sidebarFile, 'sidebar asset');
  const top = JSON.parse(fs.readFileSync(path.join(assets, sidebarFile!), 'utf8')) as SidebarItem[];
  const deep = top.find((item) => item.type === 'category' && item.href === '/docs/deep');
  let items: SidebarItem[] = deep?.type === 'category' ? deep.items : [];
  for (let level = 1; level <= 30; level++) {
    const category = items.find((item) => item.type === 'category');
    assert.ok(category && category.type === 'category', `category at level ${level}`);
    assert.is(category.href, `/docs/deep/${chain(level)}`);
    assert.ok(category.items.some((item) => item.type === 'link' && item.label === `Page ${level}`), `page ${level} in its category`);
    items = category.items;
  }
});

pathological('should report every link to a renamed page at its position, suggesting the new route', () => {
  const inbound = 6;
  const sources: Record<string, string> = { 'site.config.ts': config, 'content/1.0/guide/install-sdk.md': '---\ntitle: Install the SDK\n---\n\nSteps.\n' };
  for (let i = 0; i < inbound; i++) sources[`content/1.0/pages/p${i}.md`] = `---\ntitle: Page ${i}\n---\n\nIntro.\n\nFirst [install the SDK](/docs/guide/install-sdk), then the [file](../guide/install-sdk.md).\n`;
  const site = makeSite(sources);
  try {
    assert.is(runCli(['check', site]).status, 0);
    fs.renameSync(path.join(site, 'content/1.0/guide/install-sdk.md'), path.join(site, 'content/1.0/guide/installing-the-sdk.md'));
    const result = runCli(['check', site]);
    assert.is(result.status, 1);
    const lines = result.stderr.split('\n');
    for (let i = 0; i < inbound; i++) {
      assert.ok(
        lines.includes(`content/1.0/pages/p${i}.md:7:7  broken link \`/docs/guide/install-sdk\`: no page has the route /docs/guide/install-sdk  (did you mean \`/docs/guide/installing-the-sdk\`?)`),
        `route link of p${i}:\n${result.stderr}`,
      );
      assert.ok(lines.some((l) => l.startsWith(`content/1.0/pages/p${i}.md:7:60  broken markdown link \`../guide/install-sdk.md\``) && l.includes('did you mean `../guide/installing-the-sdk.md`?')), `markdown link of p${i}`);
    }
  } finally {
    removeSite(site);
  }
});

pathological.run();
