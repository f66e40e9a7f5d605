// The versions a docs instance builds, as Docusaurus decides them
// (plugin-content-docs/src/versions/{files,version,validation}.ts, 3.10): `versions.json` (or
// `<id>_versions.json`) plus the current docs folder, filtered by `onlyIncludeVersions`; the last
// version at the route base path, `current` at `next`, the others under their name; banners for
// versions newer and older than the last one. Each version's sidebars are loaded too.
import fs from 'node:fs';
import path from 'node:path';
import { closestMatch } from '../diagnostics/closest-match.ts';
import type { DocusaurusSidebars } from './docusaurus-sidebars.ts';
import type { DocusaurusVersion } from './docusaurus-site.ts';
import { defaultDocusaurusSidebars, loadDocusaurusSidebars } from './load-docusaurus-sidebars.ts';
import type { ConfigSource } from './option-reader.ts';
import type { ResolvedDocsOptions } from './resolve-docs-options.ts';
import { parseJsonFile } from '../parse-json-file.ts';
import { findString, firstLine, positionAt, toSitePath } from './source-position.ts';
import { describeValue } from './values.ts';

export const currentVersionName = 'current';

/** Docusaurus's version name rules (versions/validation.ts). */
const versionNameProblems: Array<[RegExp, string]> = [
  [/[/\\]/, 'should not include slash (/) or backslash (\\)'],
  [/.{33,}/, 'cannot be longer than 32 characters'],
  // eslint-disable-next-line no-control-regex
  [/[<>:"|?*\x00-\x1F]/, 'should be a valid file path'],
  [/^\.\.?$/, 'should not be "." or ".."'],
];

/** `versions.json`, or `<id>_versions.json` for another instance; the same prefix for the folders. */
function withIdPrefix(id: string, name: string): string {
  return id === 'default' ? name : `${id}_${name}`;
}

/** baseUrl + routeBasePath + version path, one slash between each, none at the end but for `/`. */
export function joinRoute(...parts: string[]): string {
  const joined = `/${parts.join('/')}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

interface VersionsEnv {
  siteDir: string;
  baseUrl: string;
  ctx: ConfigSource;
}

export async function readDocVersions(docs: ResolvedDocsOptions, env: VersionsEnv): Promise<DocusaurusVersion[]> {
  const o = docs.reader;
  const fileNames = readVersionsFile(docs.id, env);
  if (fileNames === undefined) return [];
  if (fileNames === null && docs.disableVersioning) {
    o.report('error', 'disableVersioning', `\`disableVersioning: true\` in ${o.scope.label} makes no sense: the site has no ${withIdPrefix(docs.id, 'versions.json')}`, 'remove `disableVersioning`');
    return [];
  }
  const names = docs.disableVersioning ? [] : [...(fileNames ?? [])];
  if (docs.includeCurrentVersion && !names.includes(currentVersionName)) names.unshift(currentVersionName);
  if (!names.length) {
    o.report('error', 'includeCurrentVersion', `${o.scope.label} builds no version: \`includeCurrentVersion\` is false and ${docs.disableVersioning ? 'versioning is disabled' : `${withIdPrefix(docs.id, 'versions.json')} lists none`}`, 'include the current version, or list versions in the versions file');
    return [];
  }
  if (!checkVersionOptions(docs, names)) return [];

  const built = docs.onlyIncludeVersions ? names.filter((n) => docs.onlyIncludeVersions!.includes(n)) : names;
  const lastName = docs.lastVersion ?? built.find((n) => n !== currentVersionName) ?? currentVersionName;
  const versions: DocusaurusVersion[] = [];
  for (const name of built) {
    const isCurrent = name === currentVersionName;
    const options = docs.versionOptions[name] ?? {};
    const pathPart = options.path ?? (name === lastName ? '' : isCurrent ? 'next' : name);
    const docsDir = isCurrent ? path.resolve(env.siteDir, docs.path) : path.join(env.siteDir, withIdPrefix(docs.id, 'versioned_docs'), `version-${name}`);
    if (!fs.existsSync(docsDir)) {
      o.report('error', isCurrent ? 'path' : undefined, `the docs folder of version \`${name}\` of ${o.scope.label} does not exist: ${toSitePath(env.siteDir, docsDir)}`, isCurrent ? 'create it, or point `path` at the docs folder' : `restore the folder, or remove "${name}" from ${withIdPrefix(docs.id, 'versions.json')}`);
      continue;
    }
    const versionedSidebars = path.join(env.siteDir, withIdPrefix(docs.id, 'versioned_sidebars'), `version-${name}-sidebars.json`);
    // A versioned sidebars file may be absent: Docusaurus does not write empty ones.
    const sidebarsFile = isCurrent ? (typeof docs.sidebarPath === 'string' ? path.resolve(env.siteDir, docs.sidebarPath) : docs.sidebarPath) : fs.existsSync(versionedSidebars) ? versionedSidebars : false;
    if (isCurrent && typeof sidebarsFile === 'string' && !fs.existsSync(sidebarsFile)) {
      o.report('error', 'sidebarPath', `the sidebars file of ${o.scope.label} does not exist: ${toSitePath(env.siteDir, sidebarsFile)}`, 'point `sidebarPath` at an existing file, set it to false for no sidebar, or leave it out to generate one');
      continue;
    }
    versions.push({
      name,
      label: options.label ?? (isCurrent ? 'Next' : name),
      pathPart,
      routePath: joinRoute(env.baseUrl, docs.routeBasePath, pathPart),
      banner: options.banner ? (options.banner === 'none' ? null : options.banner) : name === lastName ? null : built.indexOf(name) < built.indexOf(lastName) ? 'unreleased' : 'unmaintained',
      // Not shown when only one version is built (facebook/docusaurus#3362).
      badge: options.badge ?? built.length !== 1,
      noIndex: options.noIndex ?? false,
      className: options.className ?? `docs-version-${name}`,
      isLast: name === lastName,
      docsDir: toSitePath(env.siteDir, docsDir),
      sidebarsFile: typeof sidebarsFile === 'string' ? toSitePath(env.siteDir, sidebarsFile) : sidebarsFile,
      sidebars: await loadSidebars(sidebarsFile, docs, env.siteDir),
    });
  }
  return versions;
}

async function loadSidebars(file: string | false | null, docs: ResolvedDocsOptions, siteDir: string): Promise<DocusaurusSidebars> {
  if (file === null) return defaultDocusaurusSidebars();
  if (file === false) return { file: null, sidebars: {}, references: [], diagnostics: [] };
  return loadDocusaurusSidebars(file, { siteDir, sidebarCollapsed: docs.sidebarCollapsed, sidebarCollapsible: docs.sidebarCollapsible });
}

/** The names in the versions file; null when there is none, undefined when it is invalid (reported). */
function readVersionsFile(id: string, env: VersionsEnv): string[] | null | undefined {
  const name = withIdPrefix(id, 'versions.json');
  let source: string;
  try {
    source = fs.readFileSync(path.join(env.siteDir, name), 'utf8');
  } catch {
    return null;
  }
  const fail = (at: { line: number; column: number }, message: string, hint: string) => {
    env.ctx.diagnostics.push({ file: name, ...at, message, hint, ruleId: 'config', severity: 'error' });
    return undefined;
  };
  const parsed = parseJsonFile(source);
  if (!parsed.ok) return fail(parsed.at, `${name} is not valid JSON: ${parsed.message}`, 'fix the JSON syntax');
  const names = parsed.value;
  if (!Array.isArray(names)) return fail(firstLine, `${name} must be an array of version names, got ${describeValue(names)}`, 'write `["2.0", "1.0"]`, newest first');
  for (const version of names) {
    if (typeof version !== 'string') return fail(firstLine, `${name} must list version names as strings, got ${describeValue(version)}`, 'quote the version name');
    const at = findString(source, version);
    const problem = version.trim() ? versionNameProblems.find(([re]) => re.test(version))?.[1] : 'must contain at least one non-whitespace character';
    if (problem) return fail(at < 0 ? firstLine : positionAt(source, at), `invalid version name "${version}" in ${name}: it ${problem}`, 'rename the version');
  }
  return names as string[];
}

/** Docusaurus's validateVersionsOptions: the options may only name versions that exist. */
function checkVersionOptions(docs: ResolvedDocsOptions, names: string[]): boolean {
  const o = docs.reader;
  const available = `available versions: ${names.join(', ')}`;
  const near = (name: string) => closestMatch(name, names);
  let ok = true;
  const fail = (key: string, message: string, guess: string | undefined) => {
    o.report('error', key, message, guess ? `did you mean \`${guess}\`? (${available})` : available);
    ok = false;
  };
  if (docs.lastVersion && !names.includes(docs.lastVersion)) fail('lastVersion', `\`lastVersion: '${docs.lastVersion}'\` in ${o.scope.label} names no version`, near(docs.lastVersion));
  for (const name of Object.keys(docs.versionOptions)) {
    if (!names.includes(name)) fail('versions', `\`versions\` in ${o.scope.label} configures an unknown version \`${name}\``, near(name));
  }
  const only = docs.onlyIncludeVersions;
  if (only) {
    if (!only.length) fail('onlyIncludeVersions', `\`onlyIncludeVersions\` in ${o.scope.label} is empty`, undefined);
    for (const name of only) if (!names.includes(name)) fail('onlyIncludeVersions', `\`onlyIncludeVersions\` in ${o.scope.label} names an unknown version \`${name}\``, near(name));
    if (docs.lastVersion && !only.includes(docs.lastVersion)) fail('lastVersion', `\`lastVersion: '${docs.lastVersion}'\` in ${o.scope.label} is not in \`onlyIncludeVersions\``, undefined);
  }
  return ok;
}
