// What Docusaurus's front matter fields and file conventions do to a built site: ids and routes,
// number prefixes, partials, pagination, titles, tables of contents, unlisted pages and drafts.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../compiler/build.ts';
import { DevSite } from '../../compiler/watch/dev-site.ts';
import type { PageData, SidebarItem } from '../../shared/contract.ts';
import { withSite } from '../helpers/fixture-site.ts';

const config = `export default { title: 'FM', editUrl: 'https://git.example/edit/', versions: [{ id: '1.0', label: 'Docs', path: '/docs/', current: true }] };\n`;
const site: Record<string, string> = {
  'site.config.ts': config,
  'content/1.0/01-intro.md': '---\ntitle: Introduction\npagination_label: Start here\n---\n\nWelcome. See [the API](./02-api/JestObjectAPI.md).\n',
  'content/1.0/02-api/JestObjectAPI.md': '---\nid: jest-object\ntitle: The Jest object\nsidebar_class_name: api-item\nhide_title: true\nkeywords: [mock, spy]\nimage: /img/card.png\ntoc_max_heading_level: 4\ncustom_edit_url: null\nlast_update:\n  date: 2024-03-01\n  author: Ada\npagination_next: null\n---\n\n## Methods\n\n### mock\n\n#### Options\n\nText.\n',
  'content/1.0/02-api/secret.md': '---\ntitle: Secret\nunlisted: true\n---\n\nOnly by link.\n',
  'content/1.0/02-api/wip.md': '---\ntitle: Work in progress\ndraft: true\n---\n\nNot yet.\n',
  'content/1.0/03-guide.md': '---\ntitle: Guide\npagination_prev: nope\n---\n\nA guide.\n',
  'content/1.0/_partial.md': 'Imported somewhere, never a page.\n',
};

function chunkOf(out: string, route: string): PageData {
  const html = fs.readFileSync(path.join(out, route, 'index.html'), 'utf8');
  const chunk = /"chunk":"([^"]+)"/.exec(html)![1]!;
  const code = fs.readFileSync(path.join(out, chunk), 'utf8');
  return JSON.parse(JSON.parse(code.slice('export default JSON.parse('.length, -3)) as string) as PageData;
}

const labels = (items: SidebarItem[]): string[] => items.flatMap((item) => [`${item.label}${item.className ? ` .${item.className}` : ''}`, ...(item.type === 'category' ? labels(item.items).map((l) => `  ${l}`) : [])]);

const fm = suite('Docusaurus front matter and conventions');

fm('should route by id and number-prefix-free paths, and leave partials, drafts and unlisted pages where Docusaurus does', async () => {
  await withSite(site, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.equal(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.severity} ${d.message}`), ['content/1.0/03-guide.md:3 error `pagination_prev` names the doc `nope`, which is not in the Docs sidebar']);
    fs.writeFileSync(path.join(dir, 'content/1.0/03-guide.md'), site['content/1.0/03-guide.md']!.replace('pagination_prev: nope\n', ''));
    assert.ok((await build({ siteDir: dir, cache: false })).ok);
    const out = path.join(dir, 'build');
    const routes = fs.readdirSync(path.join(out, 'docs'), { recursive: true }).filter((f) => String(f).endsWith('index.html')).map(String).sort();
    assert.equal(routes, ['api/index.html', 'api/jest-object/index.html', 'api/secret/index.html', 'guide/index.html', 'index.html', 'intro/index.html']);
    assert.not.ok(fs.existsSync(path.join(out, 'docs', 'api', 'wip')), 'drafts are not built');
    assert.not.ok(fs.existsSync(path.join(out, 'docs', '_partial')), 'partials are not pages');
  });
});

fm('should give pages their Docusaurus fields: title, toc, edit link, last update, pagination, sidebar class', async () => {
  const fixed = { ...site, 'content/1.0/03-guide.md': site['content/1.0/03-guide.md']!.replace('pagination_prev: nope', 'pagination_prev: api/jest-object') };
  await withSite(fixed, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.ok(result.ok, JSON.stringify(result.diagnostics));
    const out = path.join(dir, 'build');
    const api = chunkOf(out, 'docs/api/jest-object');
    assert.equal([api.hideTitle, api.keywords, api.image, api.editUrl, api.lastUpdatedBy, api.next], [true, ['mock', 'spy'], '/img/card.png', null, 'Ada', null]);
    assert.is(api.lastUpdated, Date.parse('2024-03-01'));
    assert.equal(api.toc.map((t) => `${t.depth} ${t.text}`), ['2 Methods', '3 mock', '4 Options']);
    assert.equal(chunkOf(out, 'docs/api').prev, { title: 'Start here', href: '/docs/intro' }, 'pagination_label names the page in its neighbours');
    assert.equal(chunkOf(out, 'docs/guide').prev, { title: 'The Jest object', href: '/docs/api/jest-object' });
    const html = fs.readFileSync(path.join(out, 'docs/api/jest-object/index.html'), 'utf8');
    assert.not.match(/<article[\s\S]*?<\/article>/.exec(html)![0], '<h1>');
    assert.match(html, '<meta name="keywords" content="mock, spy">');
    assert.match(html, '<meta property="og:image" content="http://localhost/img/card.png">');
    const secret = fs.readFileSync(path.join(out, 'docs/api/secret/index.html'), 'utf8');
    assert.match(secret, '<meta name="robots" content="noindex">');
    assert.not.match(fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8'), '/docs/api/secret');
    const sidebar = JSON.parse(fs.readFileSync(path.join(out, /"sidebars":\{"1\.0":"\/([^"]+)"/.exec(fs.readFileSync(path.join(out, /"routeTable":"\/([^"]+)"/.exec(html)![1]!), 'utf8'))![1]!), 'utf8')) as SidebarItem[];
    assert.equal(labels(sidebar), ['Introduction', 'api', '  The Jest object .api-item', 'Guide']);
  });
});

fm('should show drafts in writers mode', async () => {
  await withSite(site, async (dir) => {
    const dev = await DevSite.load(dir);
    assert.ok(dev.graph!.pages.has('/docs/api/wip'));
    assert.match(String(dev.output.get('/docs/api/wip', new URLSearchParams())!.body), 'Draft: writers');
  });
});

fm.run();
