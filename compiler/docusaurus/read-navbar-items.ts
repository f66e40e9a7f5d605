// `themeConfig.navbar.items` as typed items, following theme-classic's NavbarItemSchema (3.10):
// an item without `type` is a link, or a dropdown when it has `items`; dropdowns do not nest.
// Items may carry any extra attribute (target, aria-label); only what sfpdocs can use is kept.
import { closestMatch } from '../diagnostics/closest-match.ts';
import type { NavbarItem } from './docusaurus-site.ts';
import type { OptionReader } from './option-reader.ts';
import { findString, positionAt } from './source-position.ts';
import { describeValue, isPlainObject } from './values.ts';

const navbarTypes = ['link', 'doc', 'docSidebar', 'docsVersion', 'dropdown', 'docsVersionDropdown', 'localeDropdown', 'search', 'html'];
const dropdownOnly = new Set(['dropdown', 'docsVersionDropdown', 'localeDropdown', 'search']);

interface Env {
  navbar: OptionReader;
  /** The key path shown in messages: `themeConfig.navbar.items[2]`. */
  where: string;
  inDropdown: boolean;
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function readNavbarItems(navbar: OptionReader, key: string, where: string, inDropdown: boolean): NavbarItem[] {
  const value = navbar.value(key);
  if (value === undefined) return [];
  if (!Array.isArray(value)) return navbar.wrong(key, 'an array of items', []);
  return value.flatMap((item, i) => readItem(item, { navbar, where: `${where}[${i}]`, inDropdown }));
}

function fail(env: Env, item: Record<string, unknown> | undefined, message: string, hint: string): [] {
  // The item's line: where one of its own strings is written, searched from the navbar on.
  const from = Math.max(0, findString(env.navbar.scope.ctx.source, 'navbar'));
  const probe = item && [item.label, item.docId, item.sidebarId, item.to, item.href, item.value, item.type].find((v): v is string => typeof v === 'string');
  const offset = probe ? findString(env.navbar.scope.ctx.source, probe, from) : -1;
  const at = offset >= 0 ? positionAt(env.navbar.scope.ctx.source, offset) : env.navbar.at('items');
  env.navbar.scope.ctx.diagnostics.push({ file: env.navbar.scope.ctx.file, ...at, message, hint, ruleId: 'config', severity: 'error' });
  return [];
}

function readItem(raw: unknown, env: Env): NavbarItem[] {
  if (!isPlainObject(raw)) return fail(env, undefined, `\`${env.where}\` must be an object, got ${describeValue(raw)}`, 'see https://docusaurus.io/docs/api/themes/configuration#navbar-items');
  const type = raw.type === undefined ? (Array.isArray(raw.items) ? 'dropdown' : 'link') : raw.type;
  if (typeof type !== 'string') return fail(env, raw, `\`${env.where}.type\` must be a string, got ${describeValue(type)}`, `use one of: ${navbarTypes.join(', ')}`);
  const base = {
    position: raw.position === 'right' ? ('right' as const) : ('left' as const),
    label: str(raw.label),
    className: str(raw.className),
    ariaLabel: str(raw['aria-label']),
  };
  if (env.inDropdown && dropdownOnly.has(type)) return fail(env, raw, `\`${env.where}\` is a \`${type}\` inside a dropdown: dropdowns do not nest`, 'move it to `navbar.items`');
  const need = (key: string) => fail(env, raw, `\`${env.where}\` of type \`${type}\` needs \`${key}\` (a string)`, `add \`${key}\``);
  const docsPluginId = str(raw.docsPluginId) ?? 'default';
  switch (type) {
    case 'link': {
      const to = str(raw.to);
      const href = str(raw.href);
      const html = str(raw.html);
      if (Boolean(to) === Boolean(href)) return fail(env, raw, `\`${env.where}\` needs exactly one of \`to\` and \`href\``, '`to` for a page of the site, `href` for another site');
      return [{ ...base, type, to, href, html, target: str(raw.target), activeBasePath: str(raw.activeBasePath) }];
    }
    case 'doc':
      return typeof raw.docId === 'string' ? [{ ...base, type, docId: raw.docId, docsPluginId }] : need('docId');
    case 'docSidebar':
      return typeof raw.sidebarId === 'string' ? [{ ...base, type, sidebarId: raw.sidebarId, docsPluginId }] : need('sidebarId');
    case 'docsVersion':
      return [{ ...base, type, to: str(raw.to), docsPluginId }];
    case 'dropdown': {
      const items = readDropdownItems(raw, 'items', env);
      return [{ ...base, type, to: str(raw.to), href: str(raw.href), items }];
    }
    case 'docsVersionDropdown':
      return [{ ...base, type, docsPluginId, dropdownItemsBefore: readDropdownItems(raw, 'dropdownItemsBefore', env), dropdownItemsAfter: readDropdownItems(raw, 'dropdownItemsAfter', env) }];
    case 'localeDropdown':
      return [{ ...base, type, dropdownItemsBefore: readDropdownItems(raw, 'dropdownItemsBefore', env), dropdownItemsAfter: readDropdownItems(raw, 'dropdownItemsAfter', env) }];
    case 'search':
      return [{ ...base, type }];
    case 'html':
      return typeof raw.value === 'string' ? [{ ...base, type, value: raw.value }] : need('value');
    default: {
      // theme-classic lets a site register its own item types as `custom-…` (facebook/docusaurus#7227).
      // Its component gets the item's other keys as props, as theme-classic's NavbarItem gives them.
      if (type.startsWith('custom-')) return [{ ...base, type: 'custom', name: type, props: Object.fromEntries(Object.entries(raw).filter(([key]) => key !== 'type')) }];
      const near = closestMatch(type, navbarTypes);
      return fail(env, raw, `\`${env.where}\` has unknown type \`${type}\``, near ? `did you mean \`${near}\`?` : `use one of: ${navbarTypes.join(', ')}`);
    }
  }
}

function readDropdownItems(raw: Record<string, unknown>, key: string, env: Env): NavbarItem[] {
  const list = raw[key];
  if (list === undefined) return [];
  if (!Array.isArray(list)) return fail(env, raw, `\`${env.where}.${key}\` must be an array of items, got ${describeValue(list)}`, 'list the items in an array');
  return list.flatMap((item, i) => readItem(item, { ...env, where: `${env.where}.${key}[${i}]`, inDropdown: true }));
}
