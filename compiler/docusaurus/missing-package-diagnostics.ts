// One warning per package a site module asked for but the site has not installed, saying what the
// stand-in costs: where its value ended up in the loaded config tells what is lost.
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { MissingPackage } from './import-site-module.ts';
import { stubPackageOf } from './package-stub.ts';
import { findString, firstLine, positionAt } from './source-position.ts';
import { isPlainObject } from './values.ts';

const markdownPluginRe = /(?:^|\.)(beforeDefaultRemarkPlugins|remarkPlugins|beforeDefaultRehypePlugins|rehypePlugins)\[\d+\](?:\[0\])?$/;
/** A plugin, theme or preset entry: reported once as a plugin the reader classifies instead. */
const pluginEntryRe = /^(plugins|themes|presets)\[\d+\](?:\[0\])?$/;
const customCssRe = /\.customCss(?:\[\d+\])?$/;
const installHint = 'run npm install in the site to use it';

/** Key paths (`presets[0][1].docs.remarkPlugins[0]`) where each missing package's stand-ins ended up. */
export function findStandInUsages(value: unknown, missing: MissingPackage[]): Map<string, string[]> {
  const byPath = new Map<string, string>();
  for (const entry of missing) for (const resolved of entry.resolvedPaths) byPath.set(resolved, entry.name);
  const usages = new Map<string, string[]>();
  const seen = new Set<object>();
  const add = (name: string, keyPath: string) => {
    const list = usages.get(name);
    if (list) list.push(keyPath);
    else usages.set(name, [keyPath]);
  };
  const visit = (item: unknown, keyPath: string, depth: number) => {
    const stubbed = stubPackageOf(item);
    if (stubbed) return add(stubbed, keyPath);
    if (typeof item === 'string') {
      const name = byPath.get(item);
      if (name) add(name, keyPath);
      return;
    }
    if (typeof item !== 'object' || item === null || seen.has(item) || depth > 16) return;
    seen.add(item);
    if (Array.isArray(item)) item.forEach((element, i) => visit(element, `${keyPath}[${i}]`, depth + 1));
    else if (isPlainObject(item)) for (const [key, element] of Object.entries(item)) visit(element, keyPath ? `${keyPath}.${key}` : key, depth + 1);
  };
  visit(value, '', 0);
  return usages;
}

/**
 * The warnings for `missing`, given the module's loaded value. Packages whose only use is as a
 * plugin, theme or preset entry get none here: the reader reports those entries itself.
 */
export function missingPackageDiagnostics(value: unknown, missing: MissingPackage[], siteDir: string): Diagnostic[] {
  const usages = findStandInUsages(value, missing);
  const out: Diagnostic[] = [];
  for (const entry of missing) {
    const paths = usages.get(entry.name) ?? [];
    const message = describeLoss(entry, paths);
    if (!message) continue;
    out.push({ file: entry.importer, ...where(entry, siteDir), message, hint: installHint, ruleId: 'config', severity: 'warning' });
  }
  return out;
}

function describeLoss(entry: MissingPackage, paths: string[]): string | undefined {
  const markdown = paths.map((p) => markdownPluginRe.exec(p)).find(Boolean);
  if (markdown) return `${/Rehype/i.test(markdown[1]!) ? 'rehype' : 'remark'} plugin \`${entry.name}\` is not installed: its transform is skipped`;
  const css = paths.find((p) => customCssRe.test(p));
  if (css) return `package \`${entry.name}\` is not installed: the stylesheet \`${entry.specifier}\` in \`${css}\` is left out`;
  const other = paths.find((p) => !pluginEntryRe.test(p));
  if (other) return `package \`${entry.name}\` is not installed: \`${other}\` is a stand-in value`;
  if (paths.length) return undefined;
  return `package \`${entry.name}\` is not installed: the config ran with a stand-in for it, so values computed from it are empty`;
}

/** The line that imports or requires the package in the file that asked for it. */
function where(entry: MissingPackage, siteDir: string): { line: number; column: number } {
  let source: string;
  try {
    source = fs.readFileSync(path.resolve(siteDir, entry.importer), 'utf8');
  } catch {
    return firstLine;
  }
  const offset = findString(source, entry.specifier);
  return offset < 0 ? firstLine : positionAt(source, offset);
}
