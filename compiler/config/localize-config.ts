// A locale's view of the site: the resolved config with the locale's base URL and origin, and the
// labels its translation files give, read where Docusaurus reads them under the locale's folder
// (`i18n/fr/`, natively `content/i18n/fr/`):
//   code.json                                      the theme's and the site's own messages
//   docusaurus-theme-classic/navbar.json           item.label.<label>, title
//   docusaurus-theme-classic/footer.json           link.title.<title>, link.item.label.<label>, copyright
//   docusaurus-plugin-content-docs/current.json    version.label, sidebar.<name>.category.<label> …
//   docusaurus-plugin-content-blog/options.json    title, description
// (packages/docusaurus/src/server/translations/translations.ts, theme-classic/src/translations.ts,
// plugin-content-docs/src/translations.ts). The theme's own words come in the locale's language
// from @docusaurus/theme-translations, as Docusaurus gives them, before the site's code.json.
// The translated pages themselves are laid over the content by discover-content.ts.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { NavbarEntry, NavbarItem } from '../../shared/config-schema.ts';
import { themeMessages, type Messages } from '../../shared/theme-messages.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ResolvedConfig, ResolvedVersion } from '../model/site-model.ts';
import { parseJsonFile } from '../parse-json-file.ts';

export interface LocalizedConfig {
  config: ResolvedConfig;
  /** Translation files that could not be read (errors at their line). */
  diagnostics: Diagnostic[];
}

/**
 * The config as locale `id` sees it; the default locale's too (its folder may hold code.json,
 * navbar.json …). Another locale's plugins are run for it (what they give replaces the default
 * locale's, and their problems are the locale's).
 */
export async function localizeConfig(siteDir: string, config: ResolvedConfig, id: string): Promise<LocalizedConfig> {
  const locale = config.locales.find((l) => l.id === id);
  if (!locale) throw new Error(`the locale ${id} is not one of the site's; this is a bug in sfpdocs`);
  const diagnostics: Diagnostic[] = [];
  const inputs: string[] = [];
  const read = (file: string): Record<string, string> => {
    if (!locale.translate) return {};
    const messages = readTranslationFile(siteDir, `${locale.dir}/${file}`, diagnostics);
    if (messages) inputs.push(`${locale.dir}/${file}`);
    return messages ?? {};
  };
  const code = read('code.json');
  const navbar = read('docusaurus-theme-classic/navbar.json');
  const footer = read('docusaurus-theme-classic/footer.json');
  const blog = config.translations.blog.labels ? read(config.translations.blog.labels) : {};
  const label = (messages: Record<string, string>, key: string, fallback: string) => messages[key] ?? fallback;
  const entry = <T extends NavbarItem | NavbarEntry>(item: T): T => (item.label ? { ...item, label: label(navbar, `item.label.${item.label}`, item.label) } : item);
  const versions = config.versions.map((version): ResolvedVersion => {
    const labels = version.translations.labels ? read(version.translations.labels) : {};
    // The translation names the version itself (Docusaurus's label), which is also its short label where it has one.
    return { ...version, label: label(labels, 'version.label', version.label), ...(version.shortLabel ? { shortLabel: label(labels, 'version.label', version.shortLabel) } : {}), ...(Object.keys(labels).length ? { labels } : {}) };
  });
  const own = config.localePlugins && id !== config.locale.id ? await config.localePlugins(id) : null;
  const shared = own && (await config.localePlugins!(config.locale.id));
  const localized: ResolvedConfig = {
    ...config,
    ...(own ? { plugins: own.plugins, moduleAliases: own.moduleAliases, warnings: config.warnings.filter((d) => !shared!.diagnostics.includes(d)) } : {}),
    baseUrl: locale.baseUrl,
    url: locale.url,
    locale,
    title: label(navbar, 'title', config.title),
    versions,
    navbar: config.navbar.map((item) => ({ ...entry(item), items: item.items.map(entry) })),
    footer: {
      ...config.footer,
      columns: config.footer.columns.map((column) => ({
        ...column,
        title: label(footer, `link.title.${column.title}`, column.title),
        items: column.items.map((item) => (item.label ? { ...item, label: label(footer, `link.item.label.${item.label}`, item.label) } : item)),
      })),
      copyright: label(footer, 'copyright', config.footer.copyright),
    },
    blog: { ...config.blog, title: label(blog, 'title', config.blog.title), description: label(blog, 'description', config.blog.description) },
    messages: { ...themeTranslations(locale.htmlLang, locale.id), ...code },
    inputs: [...config.inputs, ...inputs],
  };
  return { config: localized, diagnostics: own ? [...diagnostics, ...own.diagnostics] : diagnostics };
}

/**
 * A translation file's messages (`{ "id": { "message": "…", "description": "…" } }`), or null
 * when it does not exist; a file that is not one is an error naming it.
 */
function readTranslationFile(siteDir: string, file: string, diagnostics: Diagnostic[]): Record<string, string> | null {
  let source: string;
  try {
    source = fs.readFileSync(path.join(siteDir, file), 'utf8');
  } catch {
    return null;
  }
  const parsed = parseJsonFile(source);
  const problem = (message: string, at = { line: 1, column: 1 }) => {
    diagnostics.push({ file, ...at, message, hint: 'a translation file maps each id to { "message": "…" }, as `docusaurus write-translations` writes it', ruleId: 'config', severity: 'error' });
    return null;
  };
  if (!parsed.ok) return problem(`not valid JSON: ${parsed.message}`, parsed.at);
  if (!parsed.value || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) return problem('a translation file must hold an object');
  const messages: Record<string, string> = {};
  for (const [id, value] of Object.entries(parsed.value)) {
    const message = (value as { message?: unknown } | null)?.message;
    if (typeof message !== 'string') {
      problem(`the translation of \`${id}\` has no "message" string`, locate(source, id));
      continue;
    }
    messages[id] = message;
  }
  return messages;
}

/** The line of a key in a JSON file, for a diagnostic. */
function locate(source: string, key: string): { line: number; column: number } {
  const at = source.indexOf(JSON.stringify(key));
  if (at < 0) return { line: 1, column: 1 };
  const before = source.slice(0, at).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** Where @docusaurus/theme-translations keeps each language's messages. */
const translationsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-translations/package.json')), 'locales');
const themeFiles = ['theme-common.json', 'theme-search-algolia.json'];
const themeIds = new Set(Object.keys(themeMessages));
const cache = new Map<string, Messages>();

/**
 * The theme's words in a language, from Docusaurus's translations of its theme (only the ids this
 * theme uses): the first of the tag, its language-region, language-script and language that has a
 * folder, as Docusaurus's codeTranslationLocalesToTry looks (`pt` finds `pt-BR`, `zh-CN` `zh-Hans`).
 */
export function themeTranslations(htmlLang: string, id: string): Messages {
  const key = `${htmlLang}\0${id}`;
  let messages = cache.get(key);
  if (messages) return messages;
  messages = {};
  const tried = new Set<string>();
  for (const tag of [htmlLang, id]) {
    let max: Intl.Locale | null = null;
    try {
      max = new Intl.Locale(tag).maximize();
    } catch {
      // Not a tag Intl knows: only its own folder is looked for.
    }
    for (const name of [tag, ...(max ? [`${max.language}-${max.region}`, `${max.language}-${max.script}`, max.language] : [])]) {
      if (tried.has(name)) continue;
      tried.add(name);
      const dir = path.join(translationsDir, name);
      if (name === 'base' || !fs.existsSync(dir)) continue;
      for (const file of themeFiles) {
        const all = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;
        for (const [messageId, message] of Object.entries(all)) if (themeIds.has(messageId)) messages[messageId] = message;
      }
      cache.set(key, messages);
      return messages;
    }
  }
  cache.set(key, messages);
  return messages;
}
