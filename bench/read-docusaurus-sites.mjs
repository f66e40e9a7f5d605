#!/usr/bin/env node
// Runs the Docusaurus reader (compiler/docusaurus/read-docusaurus-site.ts) on every Docusaurus
// site under a folder and prints what it found: docs instances with their versions and sidebars,
// the doc ids the sidebars name (and how many of them match a doc file, approximately: front
// matter `id`, else the path without number prefixes), blogs, pages, plugins, swizzled components
// and the diagnostics by kind, with the time each site took. Not a test: it prints figures.
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const usage = `usage: node bench/read-docusaurus-sites.mjs FOLDER [--all]

  FOLDER   searched (3 levels deep, node_modules skipped) for docusaurus.config.* files;
           each folder holding one is read as a site
  --all    print every diagnostic, not only the first 12 of each site`;

const args = process.argv.slice(2);
const root = args.find((a) => !a.startsWith('--'));
if (!root || args.includes('--help') || args.includes('-h')) {
  console.log(usage);
  process.exit(root ? 0 : 2);
}
register();
const { readDocusaurusSite } = await import('../compiler/docusaurus/read-docusaurus-site.ts');
const { docusaurusConfigFileNames } = await import('../compiler/docusaurus/load-docusaurus-config.ts');

function findSites(dir, depth) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  if (entries.some((e) => e.isFile() && docusaurusConfigFileNames.includes(e.name))) return [dir];
  if (depth === 0) return [];
  return entries
    .filter((e) => e.isDirectory() && e.name !== 'node_modules' && !e.name.startsWith('.'))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => findSites(path.join(dir, e.name), depth - 1));
}

const docFileRe = /\.mdx?$/;
// Docusaurus's DefaultNumberPrefixParser: `01-intro` → `intro`, but not `7.0-notes` or `9-0`.
const stripNumberPrefix = (name) => (/^\d+[-_.]\d+/.test(name) ? name : (/^\d+\s*[-_.]+\s*([^-_.\s].*)$/.exec(name)?.[1] ?? name));
/** Doc ids of a version's folder as Docusaurus forms them (approximately: no `include`/`exclude`). */
function docIds(folder) {
  const ids = new Set();
  const walk = (dir, rel) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('_') || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, rel ? `${rel}/${stripNumberPrefix(entry.name)}` : stripNumberPrefix(entry.name));
      else if (docFileRe.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        const frontMatterId = /^---\r?\n[\s\S]*?^id:\s*['"]?([^'"\r\n]+?)['"]?\s*$[\s\S]*?^---/m.exec(text)?.[1];
        const name = frontMatterId ?? stripNumberPrefix(entry.name.replace(docFileRe, ''));
        ids.add(rel ? `${rel}/${name}` : name);
      }
    }
  };
  walk(folder, '');
  return ids;
}

const countBy = (list, key) => list.reduce((acc, item) => acc.set(key(item), (acc.get(key(item)) ?? 0) + 1), new Map());

for (const siteDir of findSites(path.resolve(root), 3)) {
  const started = process.hrtime.bigint();
  const { site, diagnostics } = await readDocusaurusSite(siteDir);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(`\n== ${path.relative(process.cwd(), siteDir) || '.'}  (${ms.toFixed(0)} ms)`);
  if (site) {
    console.log(`config ${site.configFile} (Docusaurus ${site.docusaurusMajor ?? '?'}), "${site.title}" ${site.url}${site.baseUrl}, trailingSlash ${site.trailingSlash}, onBrokenLinks ${site.onBrokenLinks}, onBrokenMarkdownLinks ${typeof site.markdown.hooks.onBrokenMarkdownLinks === 'function' ? 'function' : site.markdown.hooks.onBrokenMarkdownLinks}, markdown.format ${site.markdown.format}`);
    for (const docs of site.docs) {
      const plugins = [...docs.remarkPlugins, ...docs.rehypePlugins, ...docs.beforeDefaultRemarkPlugins, ...docs.beforeDefaultRehypePlugins].map((p) => `${p.name ?? 'anonymous'}${p.stubbed ? ' (stand-in)' : ''}`);
      console.log(`docs \`${docs.id}\` (${docs.declaredAt}): path ${docs.path}, route ${docs.routeBasePath}, sidebarPath ${docs.sidebarPath}, lastVersion ${docs.lastVersion ?? '(default)'}, markdown plugins [${plugins.join(', ')}]`);
      for (const version of docs.versions) {
        const refs = version.sidebars.references;
        const known = docIds(path.resolve(siteDir, version.docsDir));
        const unknown = refs.filter((r) => !known.has(r.id));
        const sidebars = Object.entries(version.sidebars.sidebars).map(([id, items]) => `${id}(${items.length})`).join(' ');
        console.log(
          `  ${version.name.padEnd(8)} ${version.label.padEnd(8)} ${version.routePath.padEnd(16)} ${version.docsDir} (${known.size} docs), sidebars ${version.sidebarsFile === null ? '(generated)' : version.sidebarsFile || '(none)'}: ${sidebars || '-'}; ${refs.length} doc-id references, ${unknown.length} without a doc file${unknown.length ? ` (e.g. ${unknown.slice(0, 3).map((r) => `\`${r.id}\` at ${r.file}:${r.line}:${r.column}`).join(', ')})` : ''}${version.banner ? `; banner ${version.banner}` : ''}`,
        );
      }
    }
    for (const blog of site.blogs) console.log(`blog \`${blog.id}\`: path ${blog.path}${fs.existsSync(path.resolve(siteDir, blog.path)) ? '' : ' (absent)'}, route ${blog.routeBasePath}, authors ${blog.authorsMapPath}, postsPerPage ${blog.postsPerPage}, feeds [${blog.feedOptions.type.join(', ')}]`);
    for (const pages of site.pages) console.log(`pages \`${pages.id}\`: path ${pages.path}${fs.existsSync(path.resolve(siteDir, pages.path)) ? '' : ' (absent)'}, route ${pages.routeBasePath}`);
    const t = site.themeConfig;
    console.log(`theme: customCss [${site.theme.customCss.join(', ')}]; navbar ${t.navbar.items.length} items (${[...countBy(t.navbar.items, (i) => i.type)].map(([k, n]) => `${k} ${n}`).join(', ')}); footer ${t.footer ? `${t.footer.columns.length} columns` : 'none'}; prism [${t.prism.additionalLanguages.join(', ')}]; algolia ${t.algolia ? t.algolia.indexName : 'no'}; gtag ${site.gtag ? site.gtag.trackingIDs.join(',') : 'no'}`);
    console.log(`plugins: ${site.plugins.map((p) => `${p.name}${p.mapsTo ? ` → ${p.mapsTo}` : ' (ignored)'}`).join('; ')}`);
    console.log(`swizzled: ${site.swizzled.length ? site.swizzled.join(', ') : 'none'}`);
  }
  const kinds = countBy(diagnostics, (d) => `${d.severity}: ${d.message.replace(/`[^`]*`/g, '`…`').replace(/"[^"]*"/g, '"…"').slice(0, 70)}`);
  console.log(`diagnostics: ${diagnostics.length} (${diagnostics.filter((d) => d.severity === 'error').length} errors)`);
  for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(3)}× ${kind}`);
  for (const d of args.includes('--all') ? diagnostics : diagnostics.slice(0, 12)) console.log(`  ${d.file}:${d.line}:${d.column}  ${d.severity}  ${d.message}  (${d.hint})`);
  if (!args.includes('--all') && diagnostics.length > 12) console.log(`  … ${diagnostics.length - 12} more (--all)`);
}
