import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../compiler/config/load-config.ts';
import { DiagnosticError } from '../../../compiler/diagnostics/diagnostic.ts';
import { languageName, localeOutDir, resolveLocales, textDirection } from '../../../compiler/model/locales.ts';
import { makeSite, removeSite } from '../../helpers/fixture-site.ts';

const i18n = (block: Record<string, unknown>) => ({ defaultLocale: 'en', locales: [], path: 'content/i18n', localeConfigs: {}, ...block }) as never;

const locales = suite('resolveLocales');

locales('should give a site without i18n its one default locale, at the base URL', () => {
  const [en, ...rest] = resolveLocales({ i18n: i18n({}), baseUrl: '/', url: 'https://example.com' });
  assert.equal(rest, []);
  assert.equal(en, { id: 'en', label: 'English', htmlLang: 'en', direction: 'ltr', calendar: 'gregory', dir: 'content/i18n/en', baseUrl: '/', url: 'https://example.com', translate: true, isDefault: true });
});

locales('should infer labels and directions from the language, as Docusaurus does', () => {
  const list = resolveLocales({ i18n: i18n({ locales: ['fr', 'en', 'ar'] }), baseUrl: '/docs/', url: 'https://example.com/' });
  assert.equal(list.map((l) => l.id), ['en', 'fr', 'ar']);
  assert.equal(list.map((l) => [l.label, l.direction, l.baseUrl, l.dir]), [
    ['English', 'ltr', '/docs/', 'content/i18n/en'],
    ['Français', 'ltr', '/docs/fr/', 'content/i18n/fr'],
    ['العربية', 'rtl', '/docs/ar/', 'content/i18n/ar'],
  ]);
  assert.is(list[2]!.url, 'https://example.com');
});

locales('should keep what localeConfigs says', () => {
  const [, fa] = resolveLocales({
    i18n: i18n({ locales: ['en', 'fa'], path: 'i18n', localeConfigs: { fa: { label: 'فارسی', htmlLang: 'fa-IR', direction: 'rtl', calendar: 'persian', path: 'farsi', baseUrl: '/persian/', url: 'https://fa.example.com', translate: false } } }),
    baseUrl: '/',
    url: 'https://example.com',
  });
  assert.equal(fa, { id: 'fa', label: 'فارسی', htmlLang: 'fa-IR', direction: 'rtl', calendar: 'persian', dir: 'i18n/farsi', baseUrl: '/persian/', url: 'https://fa.example.com', translate: false, isDefault: false });
});

locales('should name languages in themselves and know right-to-left scripts', () => {
  assert.is(languageName('pt-BR'), 'Português (Brasil)');
  assert.is(languageName('x/y'), 'x/y');
  assert.equal(['he', 'ur', 'fa', 'ja', 'de'].map(textDirection), ['rtl', 'rtl', 'rtl', 'ltr', 'ltr']);
});

// ---

const outDir = suite('localeOutDir');

outDir('should put a locale in the folder of its base URL below the site\'s', () => {
  assert.is(localeOutDir({ baseUrl: '/', isDefault: true }, '/'), '');
  assert.is(localeOutDir({ baseUrl: '/docs/fr/', isDefault: false }, '/docs/'), 'fr');
  assert.is(localeOutDir({ baseUrl: '/français/', isDefault: false }, '/'), 'français');
});

// ---

const checks = suite('i18n config checks');

async function problems(config: string): Promise<string[]> {
  const dir = makeSite({ 'site.config.ts': `export default ${config};`, 'content/docs/index.md': '# Home\n' });
  try {
    await loadConfig(dir);
    return [];
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    return error.diagnostics.map((d) => `${d.message}  (${d.hint})`);
  } finally {
    removeSite(dir);
  }
}

checks('accepts en, fr and ar with settings of their own', async () => {
  assert.equal(await problems("{ i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ar'], localeConfigs: { ar: { direction: 'rtl', label: 'العربية' } } } }"), []);
});

checks('rejects a default locale the list leaves out, a name that is no tag, and settings for an unlisted locale, in the order the config writes them', async () => {
  assert.equal(await problems("{ i18n: { defaultLocale: 'en', locales: ['fr', 'de/ch'], localeConfigs: { es: { label: 'Español' } } } }"), [
    '`i18n.locales` does not list the default locale "en"  (add "en" to `i18n.locales`, or set `i18n.defaultLocale` to one of them)',
    'the locale name "de/ch" in `i18n` is not a BCP 47 tag  (use letters, digits and dashes, such as "fr" or "pt-BR")',
    '`i18n.localeConfigs` has settings for "es", which `i18n.locales` does not list  (add "es" to `i18n.locales`, or remove its settings)',
  ]);
});

checks('rejects two locales served at one base URL', async () => {
  assert.equal(await problems("{ i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { baseUrl: '/' } } } }"), ['the locales "en" and "fr" are both served at /  (give "fr" its own `baseUrl` in `i18n.localeConfigs`)']);
  assert.equal(await problems("{ i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { baseUrl: 'fr' } } } }"), ['`i18n.localeConfigs.fr.baseUrl` must start and end with "/", got "fr"  (use "/fr/")']);
});

locales.run();
outDir.run();
checks.run();
