#!/usr/bin/env node
// How much of each locale's prose reaches its built pages: for every locale of a site built into
// OUT_DIR (all its locales), the locale's source (its translations laid over the default
// content, file by file, as the build lays them: compiler/content/discover-content.ts) is copied
// to a temporary folder, and the locale's output (its folder, `OUT_DIR/fr/`; for the default
// locale OUT_DIR without the other locales' folders) is compared with it by
// /work/shared/tools/prose-kept.mjs (or the tool given with --tool). Not a test: it prints figures.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const usage = `usage: node bench/locale-prose.mjs SITE_DIR OUT_DIR [--tool PROSE_KEPT] [--locale L]... [--lost N]

  SITE_DIR          the site (native or Docusaurus)
  OUT_DIR           where \`sfpdocs build SITE_DIR --out-dir OUT_DIR\` wrote every locale
  --tool FILE       the prose-kept tool (default /work/shared/tools/prose-kept.mjs)
  --locale L        only these locales (repeatable; default every locale of the site)
  --lost N          lost lines listed per locale (default 5)`;

const args = process.argv.slice(2);
const valued = ['--tool', '--locale', '--lost'];
const positional = args.filter((a, i) => !a.startsWith('--') && !valued.includes(args[i - 1]));
if (positional.length !== 2 || args.includes('--help')) {
  console.log(usage);
  process.exit(positional.length === 2 ? 0 : 2);
}
const [siteDir, outDir] = positional.map((p) => path.resolve(p));
const option = (name) => args.flatMap((a, i) => (args[i - 1] === name ? [a] : []));
const tool = option('--tool')[0] ?? '/work/shared/tools/prose-kept.mjs';
const lost = option('--lost')[0] ?? '5';
const only = option('--locale');

register();
const { loadConfig } = await import('../compiler/config/load-config.ts');
const { localizeConfig } = await import('../compiler/config/localize-config.ts');
const { discoverContent } = await import('../compiler/content/discover-content.ts');
const { localeOutDir } = await import('../compiler/model/locales.ts');

const config = await loadConfig(siteDir);
const folders = config.locales.map((l) => localeOutDir(l, config.baseUrl)).filter(Boolean);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-locale-prose-'));
let failed = 0;
try {
  for (const locale of config.locales) {
    if (only.length && !only.includes(locale.id)) continue;
    const localized = localizeConfig(siteDir, config, locale.id).config;
    const source = path.join(work, locale.id, 'source');
    let translated = 0;
    let pages = 0;
    for (const file of discoverContent(siteDir, localized).files) {
      if (!['doc', 'blog', 'page'].includes(file.kind) || !/\.mdx?$/.test(file.file)) continue;
      pages++;
      if (file.original) translated++;
      // At the default file's place (a docs folder outside the site, `../docs`, stays inside the copy).
      const at = path.join(source, (file.original ?? file.file).replace(/(^|\/)\.\.(?=\/)/g, '$1up'));
      fs.mkdirSync(path.dirname(at), { recursive: true });
      fs.copyFileSync(path.join(siteDir, file.file), at);
    }
    const folder = localeOutDir(locale, config.baseUrl);
    const output = folder ? path.join(outDir, folder) : defaultOutput(path.join(work, locale.id, 'out'));
    const result = spawnSync(process.execPath, [tool, source, output, '--lost', lost], { encoding: 'utf8' });
    if (result.status !== 0) failed++;
    const summary = `${result.stdout}${result.stderr}`.trim().replace(/ from \S+ in (\d+) html files under \S+/, ' in $1 html files');
    console.log(`${locale.id} (${folder ? `${folder}/` : 'root'}): ${translated} of ${pages} markdown pages translated\n  ${summary.split('\n').join('\n  ')}`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

/** The default locale's pages: OUT_DIR's HTML without the other locales' folders, copied to `dir`. */
function defaultOutput(dir) {
  fs.cpSync(outDir, dir, {
    recursive: true,
    filter: (from) => {
      const rel = path.relative(outDir, from).split(path.sep);
      if (rel.length === 1 && folders.includes(rel[0])) return false;
      return fs.statSync(from).isDirectory() || from.endsWith('.html');
    },
  });
  return dir;
}
