// `sfpdocs init`: starts a site. A new site gets package.json, site.config.ts and the starter
// pages of templates/init/ (docs, a blog post, a home page, an icon, .gitignore); a Docusaurus
// site gets only the package.json scripts and dependency that run it on sfpdocs, and nothing
// else of it is touched. Nothing that exists is ever overwritten.
import fs from 'node:fs';
import path from 'node:path';
import { docusaurusConfigFileNames } from '../docusaurus/load-docusaurus-config.ts';
import { compilerVersion, packageRoot } from '../package-root.ts';

export interface InitOptions {
  /** The folder to make the site in (created when missing). */
  dir: string;
  /** Write into a folder that holds other files (never over an existing file). */
  force?: boolean;
  /** The folder holds a Docusaurus site: add the scripts that run it on sfpdocs, nothing else. */
  fromDocusaurus?: boolean;
  title?: string;
  tagline?: string;
  /** The address readers will reach the site at. */
  url?: string;
  /** The repository's web address (`https://github.com/org/docs`): edit links (of its main branch) and a navbar link. */
  repo?: string;
  /** Today, as YYYY-MM-DD (the first blog post's date); for tests. */
  today?: string;
}

export type InitResult =
  | { ok: true; kind: 'new' | 'docusaurus'; dir: string; written: string[]; kept: string[]; scripts: Record<string, string> }
  | { ok: false; message: string; hint: string };

/** Entries a folder may hold and still count as empty: what `npm install sfpdocs` and `git init` leave. */
const emptyEnough = new Set(['.git', 'node_modules', 'package.json', 'package-lock.json']);

/**
 * The scripts a new site runs (`npm start` opens the browser, where there is one), and the names a
 * Docusaurus site gets them under (its own stay).
 */
const newSiteScripts = { start: 'sfpdocs start --open', build: 'sfpdocs build', serve: 'sfpdocs serve', check: 'sfpdocs check', clear: 'sfpdocs clear' };
const docusaurusScripts = { 'sfpdocs:start': 'sfpdocs start', 'sfpdocs:build': 'sfpdocs build', 'sfpdocs:serve': 'sfpdocs serve' };

export function initSite(options: InitOptions): InitResult {
  const dir = path.resolve(options.dir);
  if (fs.existsSync(dir) && !fs.statSync(dir).isDirectory()) return { ok: false, message: `${options.dir} is a file, not a folder`, hint: 'name a new folder, such as `sfpdocs init my-docs`' };
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  const docusaurusConfig = docusaurusConfigFileNames.find((name) => entries.includes(name));
  if (options.fromDocusaurus && !docusaurusConfig) {
    return { ok: false, message: `${shown(options.dir)} holds no Docusaurus site: no docusaurus.config.js (or .ts, .mjs, .cjs)`, hint: 'run it in the folder that holds docusaurus.config.js, or leave out --from-docusaurus to start a new site' };
  }
  if (docusaurusConfig) return addDocusaurusScripts(dir);
  const others = entries.filter((name) => !emptyEnough.has(name));
  if (others.length && !options.force) {
    const listed = others.slice(0, 3).join(', ') + (others.length > 3 ? ` and ${others.length - 3} more` : '');
    return { ok: false, message: `${shown(options.dir)} is not empty (it holds ${listed})`, hint: 'choose a new or empty folder, or add --force to write the starter files beside these; no file that exists is replaced' };
  }
  const pkg = readPackageJson(dir);
  if (pkg && 'error' in pkg) return { ok: false, message: pkg.error, hint: 'fix package.json, or start in an empty folder' };
  const clashes = Object.keys(newSiteScripts).filter((name) => pkg?.json.scripts?.[name] !== undefined && pkg.json.scripts[name] !== newSiteScripts[name as keyof typeof newSiteScripts]);
  if (clashes.length && !options.force) {
    return { ok: false, message: `package.json already has ${clashes.map((name) => `a \`${name}\` script`).join(' and ')} of its own`, hint: 'start in an empty folder, or add --force to keep those scripts as they are' };
  }

  const title = options.title?.trim() || titleOf(path.basename(dir));
  const tagline = options.tagline?.trim() || 'Guides, reference and news, in one place';
  const repo = options.repo?.trim().replace(/(\.git)?\/*$/, '') || undefined;
  const vars: Record<string, string> = { title, tagline, date: options.today ?? new Date().toISOString().slice(0, 10) };
  const files = new Map<string, string | Uint8Array>();
  const templates = path.join(packageRoot(), 'templates', 'init');
  for (const rel of walk(templates)) {
    const target = rel === 'gitignore' ? '.gitignore' : rel;
    const bytes = fs.readFileSync(path.join(templates, rel));
    files.set(target, /\.(mdx?|ya?ml)$/.test(rel) ? fillTemplate(bytes.toString('utf8'), vars) : bytes);
  }
  files.set('site.config.ts', siteConfig({ title, tagline, url: options.url?.trim() || null, repo: repo ?? null, year: vars.date!.slice(0, 4) }));

  const written: string[] = [];
  const kept: string[] = [];
  fs.mkdirSync(dir, { recursive: true });
  for (const [rel, contents] of files) {
    const target = path.join(dir, rel);
    if (fs.existsSync(target)) {
      kept.push(rel);
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // 'wx': never over a file that appeared meanwhile.
    fs.writeFileSync(target, contents, { flag: 'wx' });
    written.push(rel);
  }
  // `npm install sfpdocs` in an empty folder writes a package.json with no name: the site gets one,
  // kept private so that it is never published by mistake.
  const json = pkg?.json ?? {};
  const scripts = { ...newSiteScripts, ...(json.scripts ?? {}) };
  writePackageJson(dir, pkg?.indent, {
    ...(json.name ? {} : { name: packageName(path.basename(dir)), private: true }),
    ...json,
    scripts,
    dependencies: { ...(json.dependencies ?? {}), sfpdocs: json.dependencies?.sfpdocs ?? `^${compilerVersion()}` },
    // esbuild's install script only checks its binary, which it finds without it; allowing no
    // script keeps `npm install` quiet about it.
    allowScripts: { esbuild: false, ...(json.allowScripts ?? {}) },
    engines: json.engines ?? { node: '^20.15.0 || >=22.2.0' },
  });
  written.push('package.json');
  return { ok: true, kind: 'new', dir, written: written.sort(), kept, scripts };
}

/** A Docusaurus site runs on sfpdocs with scripts of its own names beside its own, and the dependency. */
function addDocusaurusScripts(dir: string): InitResult {
  const pkg = readPackageJson(dir);
  if (pkg && 'error' in pkg) return { ok: false, message: pkg.error, hint: 'fix package.json and run init again' };
  const json = pkg?.json ?? { name: packageName(path.basename(dir)), private: true };
  const scripts = { ...(json.scripts ?? {}) };
  for (const [name, command] of Object.entries(docusaurusScripts)) scripts[name] ??= command;
  writePackageJson(dir, pkg?.indent, { ...json, scripts, dependencies: { ...(json.dependencies ?? {}), sfpdocs: json.dependencies?.sfpdocs ?? `^${compilerVersion()}` } });
  return { ok: true, kind: 'docusaurus', dir, written: ['package.json'], kept: [], scripts: docusaurusScripts };
}

interface PackageJson {
  name?: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  allowScripts?: Record<string, unknown>;
  engines?: Record<string, string>;
  [key: string]: unknown;
}

/** package.json and its indentation (kept when it is written back), undefined when there is none. */
function readPackageJson(dir: string): { json: PackageJson; indent: string } | { error: string } | undefined {
  const file = path.join(dir, 'package.json');
  if (!fs.existsSync(file)) return undefined;
  const text = fs.readFileSync(file, 'utf8');
  try {
    const json = JSON.parse(text) as unknown;
    if (!json || typeof json !== 'object' || Array.isArray(json)) return { error: 'package.json does not hold an object' };
    return { json: json as PackageJson, indent: /^[ \t]+(?=")/m.exec(text)?.[0] ?? '  ' };
  } catch (error) {
    return { error: `package.json is not valid JSON: ${(error as Error).message}` };
  }
}

function writePackageJson(dir: string, indent = '  ', json: PackageJson): void {
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(json, null, indent)}\n`);
}

/** site.config.ts of a new site: the options a team sets first, each with what it is for. */
function siteConfig({ title, tagline, url, repo, year }: { title: string; tagline: string; url: string | null; repo: string | null; year: string }): string {
  const q = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const navbar = [`    { label: 'Docs', href: '/docs/' },`, `    { label: 'Blog', href: '/blog' },`, ...(repo ? [`    { label: 'Source', href: ${q(repo)} },`] : [])];
  const community = [`        { label: 'Blog', to: '/blog' },`, ...(repo ? [`        { label: 'Source', href: ${q(repo)} },`] : [])];
  return `// The site's settings. Every option, with its default, is listed in sfpdocs' configuration
// reference (docs/configuration.md in the sfpdocs package).
import { defineConfig } from 'sfpdocs';

export default defineConfig({
  title: ${q(title)},
  tagline: ${q(tagline)},
  // The address readers reach the site at (the sitemap, the feeds and link previews use it), and
  // the path under it: '/docs/' when the site is served at https://example.com/docs/.
  url: ${q(url ?? 'http://localhost:3000')},
  baseUrl: '/',
  favicon: '/img/icon.svg',
  logo: '/img/icon.svg',
  // Where "Edit this page" links go: the page's file is added to it.${repo ? '' : " Empty: no edit links;\n  // for a GitHub repository it is 'https://github.com/ORG/REPO/edit/main/'."}
  editUrl: ${q(repo ? `${repo}/edit/main/` : '')},
  // content/docs/ is served at /docs/. More versions are more folders of content/, each listed here.
  versions: [{ id: 'docs', label: 'Docs', path: '/docs/', current: true }],
  navbar: [
${navbar.join('\n')}
  ],
  footer: {
    columns: [
      { title: 'Docs', items: [
        { label: 'Introduction', to: '/docs/' },
        { label: 'Writing pages', to: '/docs/writing-pages' },
        { label: 'Deploying', to: '/docs/publishing/deploy' },
      ] },
      { title: 'More', items: [
${community.join('\n')}
      ] },
    ],
    copyright: ${q(`© ${year} ${title}`)},
  },
});
`;
}

/** Replaces {{name}}; in front matter, a value that holds one is quoted for YAML as a whole. */
function fillTemplate(text: string, vars: Record<string, string>): string {
  const fill = (part: string) => part.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => vars[name] ?? whole);
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(text)?.[0] ?? '';
  const quoted = frontMatter.replace(/^([\w-]+:[ \t]*)(.*\{\{\w+\}\}.*)$/gm, (_, key: string, value: string) => key + (/^\{\{date\}\}$/.test(value) ? fill(value) : JSON.stringify(fill(value))));
  return quoted + fill(text.slice(frontMatter.length));
}

/** `my-docs` → `My Docs`. */
function titleOf(folder: string): string {
  const words = folder.split(/[-_\s.]+/).filter(Boolean);
  return words.length ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ') : 'Documentation';
}

/** A valid npm package name from a folder name. */
function packageName(folder: string): string {
  return folder.toLowerCase().replace(/[^a-z0-9-._~]+/g, '-').replace(/^[-._]+|-+$/g, '') || 'docs';
}

function walk(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? walk(path.join(dir, entry.name), rel) : [rel];
  });
}

function shown(dir: string): string {
  return path.relative(process.cwd(), path.resolve(dir)) || '.';
}
