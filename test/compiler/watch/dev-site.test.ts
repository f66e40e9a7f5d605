// The writers' mode site in memory, driven with changes directly (no watcher, no server): what an
// edit recompiles and re-checks, and what it leaves alone.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DevSite } from '../../../compiler/watch/dev-site.ts';
import type { SourceChange } from '../../../compiler/watch/watch-sources.ts';
import { basicSite, makeSite, removeSite, writeFiles } from '../../helpers/fixture-site.ts';

const start = 'content/2.5/guide/start.md';
const next = 'content/2.5/guide/next.md';
const edit = (file: string, event: SourceChange['event'] = 'change'): SourceChange[] => [{ area: 'content', event, file }];

const devSite = suite('DevSite');
let dir = '';
let site: DevSite;

devSite.before(async () => {
  dir = makeSite(basicSite);
  site = await DevSite.load(dir);
});
devSite.after(() => removeSite(dir));

devSite('should load the whole site with no problems', () => {
  assert.ok(site.graph!.pages.has('/docs/guide/start'));
  assert.equal(site.diagnostics(), []);
});

devSite('should recompile an edited page and re-check only its own links', async () => {
  const hrefsBefore = new Map([...site.graph!.pages].map(([key, page]) => [key, page.hrefs]));
  const pagesBefore = site.graph!.pages;
  writeFiles(dir, { [start]: `${basicSite[start]}\nOne more line.\n` });
  const update = await site.apply(edit(start));
  assert.is(update.type, 'update');
  assert.equal(update.routes, ['/docs/guide/start']);
  assert.is(update.compiled, 1);
  assert.is(site.graph!.pages, pagesBefore, 'the graph was not rebuilt');
  const rechecked = [...site.graph!.pages].filter(([key, page]) => page.hrefs !== hrefsBefore.get(key)).map(([key]) => key);
  assert.equal(rechecked, ['/docs/guide/start']);
  assert.match(site.graph!.pages.get('/docs/guide/start')!.compiled!.html, 'One more line.');
});

devSite('should re-check the links pointing to a page whose anchors changed, and no others', async () => {
  const hrefsBefore = new Map([...site.graph!.pages].map(([key, page]) => [key, page.hrefs]));
  writeFiles(dir, { [start]: `${basicSite[start]!.replace('{#install}', '{#setup}')}\nOne more line.\n` });
  await site.apply(edit(start));
  const rechecked = [...site.graph!.pages].filter(([key, page]) => page.hrefs !== hrefsBefore.get(key)).map(([key]) => key).sort();
  // The page itself and every page that links to it (the version root, next steps, its 3.0 twin).
  assert.equal(rechecked, ['/docs', '/docs/guide/next', '/docs/guide/start', '/docs/v3/guide/start']);
  assert.equal(site.diagnostics().map((d) => `${d.file}:${d.line} ${d.ruleId}`), [`${next}:6 broken-anchor`]);
  writeFiles(dir, { [start]: basicSite[start]! });
  await site.apply(edit(start));
  assert.equal(site.diagnostics(), []);
});

devSite('should rebuild routes and sidebars when a title changes', async () => {
  writeFiles(dir, { [next]: basicSite[next]!.replace('title: Next steps', 'title: Onward') });
  const update = await site.apply(edit(next));
  assert.is(update.routes, null);
  assert.match(JSON.stringify(site.graph!.sidebars.get('2.5')), '"label":"Onward"');
  assert.is(site.graph!.pages.get('/docs/guide/start')!.next?.title, 'Onward', 'neighbours follow');
  writeFiles(dir, { [next]: basicSite[next]! });
  await site.apply(edit(next));
});

devSite('should show every front matter edit that changes navigation as a fresh start shows it', async () => {
  // What pages show of each other: sidebars, and each page's route, labels, sidebar, neighbours,
  // breadcrumbs, generated index and banners.
  const navigation = (graph: NonNullable<DevSite['graph']>) =>
    JSON.stringify({
      sidebars: [...graph.sidebars],
      pages: [...graph.pages].map(([key, page]) => [key, page.title, page.description, page.sidebarLabel, page.sidebar ?? null, page.prev, page.next, page.breadcrumbs, page.index ?? null, !!page.unlisted, !!page.draft]),
    });
  const original = basicSite[next]!;
  const before = navigation(site.graph!);
  const edits: Record<string, string> = {
    title: original.replace('title: Next steps', 'title: Onward'),
    sidebar_label: original.replace('title: Next steps\n', 'title: Next steps\nsidebar_label: Onward\n'),
    sidebar_position: original.replace('sidebar_position: 2', 'sidebar_position: 0'),
    sidebar_class_name: original.replace('title: Next steps\n', 'title: Next steps\nsidebar_class_name: highlighted\n'),
    unlisted: original.replace('title: Next steps\n', 'title: Next steps\nunlisted: true\n'),
    draft: original.replace('title: Next steps\n', 'title: Next steps\ndraft: true\n'),
    pagination_label: original.replace('title: Next steps\n', 'title: Next steps\npagination_label: Keep going\n'),
    pagination_prev: original.replace('title: Next steps\n', 'title: Next steps\npagination_prev: null\n'),
    description: original.replace('title: Next steps\n', 'title: Next steps\ndescription: What comes after.\n'),
    slug: original.replace('title: Next steps\n', 'title: Next steps\nslug: onward\n'),
    id: original.replace('title: Next steps\n', 'title: Next steps\nid: onward\n'),
  };
  try {
    for (const [key, text] of Object.entries(edits)) {
      writeFiles(dir, { [next]: text });
      await site.apply(edit(next));
      const fresh = await DevSite.load(dir);
      assert.is.not(navigation(fresh.graph!), before, `${key}: the edit changes what pages show`);
      assert.is(navigation(site.graph!), navigation(fresh.graph!), `${key}: writers' mode shows what a fresh start shows`);
      writeFiles(dir, { [next]: original });
      await site.apply(edit(next));
      assert.is(navigation(site.graph!), before, `${key}: undone`);
    }
  } finally {
    writeFiles(dir, { [next]: original });
    await site.apply(edit(next));
  }
});

devSite('should add and remove pages, and forget the problems of a removed file', async () => {
  const extra = 'content/2.5/guide/extra.md';
  writeFiles(dir, { [extra]: '---\ntitle: Extra\n---\n\nA [broken](./nowhere.md) link.\n' });
  await site.apply(edit(extra, 'add'));
  assert.ok(site.graph!.pages.has('/docs/guide/extra'));
  assert.equal(site.diagnostics().map((d) => d.ruleId), ['broken-markdown-link']);
  fs.rmSync(path.join(dir, extra));
  await site.apply(edit(extra, 'unlink'));
  assert.not.ok(site.graph!.pages.has('/docs/guide/extra'));
  assert.equal(site.diagnostics(), []);
});

devSite('should keep the last good site while the config is broken, and rebuild once fixed', async () => {
  writeFiles(dir, { 'site.config.ts': 'export default {' });
  const broken = await site.apply([{ area: 'config', event: 'change', file: 'site.config.ts' }]);
  assert.is(broken.type, 'status', 'open pages keep the last good site');
  assert.ok(site.graph!.pages.has('/docs/guide/start'), 'pages still serve');
  assert.equal(site.diagnostics().map((d) => `${d.file} ${d.ruleId}`), ['site.config.ts config']);
  writeFiles(dir, { 'site.config.ts': basicSite['site.config.ts']!.replace("title: 'Fixture Docs'", "title: 'Other Docs'") });
  await site.apply([{ area: 'config', event: 'change', file: 'site.config.ts' }]);
  assert.equal(site.diagnostics(), []);
  assert.is(site.clientConfig!.title, 'Other Docs');
});

devSite('should reload pages when the runtime or the templates change', async () => {
  for (const area of ['runtime', 'templates'] as const) {
    const update = await site.apply([{ area, event: 'change', file: `${area}/some-file` }]);
    assert.is(update.type, 'reload', area);
    assert.is(update.compiled, 0, area);
  }
});

devSite.run();

const large = suite('DevSite on a site large enough to compile through the build cache');

large('should keep its pages whole when the cache is removed under it', async () => {
  const pages: Record<string, string> = {};
  // More pages than writers' mode compiles in memory, each long enough for the cache to store its article apart.
  for (let i = 0; i < 24; i++) pages[`content/2.5/many/page-${i}.md`] = `---\ntitle: Page ${i}\n---\n\n## Example\n\n\`\`\`js\n${'navigator.mozAlarms.add(new Date(), "honorTimezone");\n'.repeat(6)}\`\`\`\n`;
  const dir = makeSite({ ...basicSite, ...pages });
  try {
    const site = await DevSite.load(dir);
    fs.rmSync(path.join(dir, '.cache'), { recursive: true, force: true });
    const html = site.graph!.pages.get('/docs/many/page-3')!.compiled!.html;
    assert.match(html, 'mozAlarms');
  } finally {
    removeSite(dir);
  }
});

large.run();
