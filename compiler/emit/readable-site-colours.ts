// A site's Infima colours, kept readable. The theme's tokens take the site's `--ifm-…` variables
// in the browser (runtime/theme/styles.css); a colour a site chose for Docusaurus may read under
// 4.5:1 (WCAG 2.x SC 1.4.3) where sfpdocs shows it: a light brand colour as link text, a dark
// navbar under the theme's dark text. For each such pair the build picks the nearest colour that
// passes (the site's own shades of its primary colour first, then the least mix towards black or
// white), appends it to the site's stylesheet as the theme token, and warns once at the site's line.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { opaqueHex, readableEnd } from '../content/css-colour.ts';
import { contrastRatio, minContrast, readableOn } from '../content/readable-theme.ts';
import { colorModes, readRootDeclarations, rootVariables, type ColorMode, type RootDeclaration, type Stylesheet } from './root-variables.ts';

/** A text token of the theme and the backgrounds it is shown on. */
interface TextCheck {
  text: string;
  on: string[];
  /** What the text is, for the message: "links and accents". */
  shows: string;
  /** What moves when the pair reads under 4.5:1: the text (the default) or the background. */
  moves?: 'background';
  /** Infima's shades of the colour, nearest first, darker and lighter: tried before a mix. */
  shades?: { darker: string[]; lighter: string[] };
  /** Checked only when the navbar has this style (config navbarStyle): its tokens show nowhere else. */
  navbarStyle?: 'primary' | 'dark';
  /** The hint, where no Infima variable sets the text (`--ifm-…` on `:root` does not reach a styled navbar). */
  hint?: string;
}

const primaryShades = {
  darker: ['--ifm-color-primary-dark', '--ifm-color-primary-darker', '--ifm-color-primary-darkest'],
  lighter: ['--ifm-color-primary-light', '--ifm-color-primary-lighter', '--ifm-color-primary-lightest'],
};

/** In order: a fix to `--accent` changes `--link`, which reads it. */
const checks: TextCheck[] = [
  { text: '--fg', on: ['--bg'], shows: 'text' },
  // Inline code's background is a tint of the page's: it moves, not the text of every page.
  { text: '--fg', on: ['--code-bg'], shows: 'inline code', moves: 'background' },
  { text: '--accent', on: ['--bg', '--bg-soft'], shows: 'links and accents', shades: primaryShades },
  { text: '--link', on: ['--bg'], shows: 'links', shades: primaryShades },
  { text: '--navbar-fg', on: ['--navbar-bg'], shows: 'navbar links' },
  { text: '--navbar-primary-fg', on: ['--navbar-primary-bg'], shows: 'the primary navbar\'s links', navbarStyle: 'primary', hint: "set a `--ifm-color-primary` that the navbar's light text reads on at 4.5:1 or more, or navbar.style 'dark' or none, to show your own" },
  { text: '--navbar-primary-active', on: ['--navbar-primary-bg'], shows: 'the primary navbar\'s current link', navbarStyle: 'primary', hint: "set a `--ifm-color-primary` that the navbar's light text reads on at 4.5:1 or more, or navbar.style 'dark' or none, to show your own" },
  { text: '--footer-fg', on: ['--footer-bg'], shows: 'footer text' },
  { text: '--footer-title', on: ['--footer-bg'], shows: 'footer titles' },
  { text: '--footer-link', on: ['--footer-bg'], shows: 'footer links' },
];

/** The Infima variable that sets each text token, for the hint. */
const textVariable: Record<string, string> = { '--fg': '--ifm-font-color-base', '--accent': '--ifm-color-primary', '--link': '--ifm-link-color', '--navbar-fg': '--ifm-navbar-link-color', '--footer-fg': '--ifm-footer-color', '--footer-title': '--ifm-footer-title-color', '--footer-link': '--ifm-footer-link-color' };

/** The canvas under a translucent page background, as browsers paint it. */
const canvas: Record<ColorMode, string> = { light: '#ffffff', dark: '#000000' };
/** Button text on the accent, nearest the theme's own first (styles.css `--accent-contrast`). */
const onAccent: Record<ColorMode, string[]> = { light: ['#ffffff', '#1c1e21'], dark: ['#0b1320', '#ffffff'] };
/** The rule each mode's overrides go in: above the theme's `:root` and `[data-theme="dark"]` tokens. */
const modeSelector: Record<ColorMode, string> = { light: ':root:not([data-theme="dark"])', dark: ':root[data-theme="dark"]' };

export interface ReadableColours {
  /** Token overrides to append to the site's stylesheet; '' when every colour reads. */
  css: string;
  diagnostics: Diagnostic[];
}

/** `theme`: sfpdocs' stylesheet (the tokens' defaults); `site`: the site's stylesheets in order; `navbarStyle`: config navbarStyle. */
export function readableSiteColours(theme: Stylesheet, site: Stylesheet[], navbarStyle: 'default' | 'primary' | 'dark' = 'default'): ReadableColours {
  const declarations = readRootDeclarations([theme, ...site]);
  if (!declarations.some((d) => d.fromSite)) return { css: '', diagnostics: [] };
  const themeOnly = declarations.filter((d) => !d.fromSite);
  const warnings = new Map<RootDeclaration, Warning>();
  const rules: string[] = [];
  for (const mode of colorModes) {
    const overrides: RootDeclaration[] = [];
    const lookup = () => rootVariables([...declarations, ...overrides], mode);
    const original = rootVariables(themeOnly, mode);
    const override = (name: string, value: string) => overrides.push({ name, value, modes: [mode], specificity: [0, 2, 0], important: false, order: declarations.length + overrides.length, file: '', line: 0, column: 0, fromSite: false });
    const originalAccent = colourOf(original('--accent')?.value, mode, canvas[mode]);
    for (const check of checks) {
      if (check.navbarStyle && check.navbarStyle !== navbarStyle) continue;
      const vars = lookup();
      const page = colourOf(vars('--bg')?.value, mode, canvas[mode]);
      const text = vars(check.text);
      const backgrounds = check.on.map((name) => ({ name, resolved: vars(name) }));
      const textHex = colourOf(text?.value, mode, page);
      const bgHexes = backgrounds.map((b) => colourOf(b.resolved?.value, mode, page));
      if (!text || !textHex || !page || bgHexes.some((b) => !b)) continue;
      // The theme's own pairs read (a test holds them to it): only what the site changed is checked.
      const unchanged = textHex === colourOf(original(check.text)?.value, mode, canvas[mode]) && check.on.every((name, i) => bgHexes[i] === colourOf(original(name)?.value, mode, canvas[mode]));
      if (unchanged) continue;
      const failing = bgHexes.findIndex((bg) => contrastRatio(textHex, bg!) < minContrast);
      if (failing < 0) continue;
      const ratio = contrastRatio(textHex, bgHexes[failing]!);
      const bgFrom = backgrounds[failing]!.resolved?.from ?? [];
      const blame = text.from[0] ?? bgFrom[0]!;
      if (check.moves === 'background') {
        const fixed = readableOn(bgHexes[failing]!, [textHex], readableEnd([textHex]));
        override(check.on[failing]!, fixed);
        note(warnings, blame, mode, { value: bgHexes[failing]!, detail: `under ${check.shows} (${textHex}) reads at ${ratio.toFixed(1)}:1`, fix: fixed, lead: 'sfpdocs uses', tail: 'for it instead', hint: 'set a background that reads at 4.5:1 or more under the text to show your own' });
        continue;
      }
      const reads = (hex: string | null) => !!hex && bgHexes.every((bg) => contrastRatio(hex, bg!) >= minContrast);
      // A styled navbar's light text stays light where white still reads (Docusaurus's #2e8555 band): the nearest colour.
      const textSide = readableEnd([textHex]) === '#000000' ? '#ffffff' : '#000000';
      const towards = check.navbarStyle && reads(textSide) ? textSide : readableEnd(bgHexes as string[]);
      // The site's own shades of its primary colour, nearest first; for the theme's own text on a
      // site's background (a dark navbar), the theme's text of the other mode; else the least mix.
      const shade = check.shades && text.from.some((d) => d.name === '--ifm-color-primary') ? nearestShade(vars, check.shades, towards, mode, page, bgHexes as string[]) : null;
      const otherMode = text.from.length || towards === textSide ? null : colourOf(rootVariables(themeOnly, mode === 'light' ? 'dark' : 'light')(check.text)?.value, mode, page);
      const fixed = shade?.hex ?? (reads(otherMode) ? otherMode! : readableOn(textHex, bgHexes as string[], towards));
      override(check.text, fixed);
      const value = text.from.length ? textHex : bgHexes[failing]!;
      const detail = text.from.length ? `reads at ${ratio.toFixed(1)}:1 on ${describe(check.on[failing]!)} (${bgHexes[failing]})` : `under the theme's ${check.shows} (${textHex}) reads at ${ratio.toFixed(1)}:1`;
      const hint = check.hint ?? (text.from.length ? 'set a colour that reads at 4.5:1 or more on it to show your own' : `set a text colour that reads on it (\`${textVariable[check.text] ?? check.text}\`) to show your own`);
      note(warnings, blame, mode, { value, detail, fix: `${fixed}${shade ? ` (\`${shade.name}\`)` : ''}`, lead: `sfpdocs shows ${check.shows} in`, tail: 'instead', hint });
    }
    // Buttons and other fills of the accent carry text of the colour that reads on it.
    const accent = colourOf(lookup()('--accent')?.value, mode, canvas[mode]);
    if (accent && accent !== originalAccent) {
      const contrast = onAccent[mode].find((c) => contrastRatio(c, accent) >= minContrast) ?? onAccent[mode].reduce((a, b) => (contrastRatio(a, accent) >= contrastRatio(b, accent) ? a : b));
      if (contrast !== onAccent[mode][0]) override('--accent-contrast', contrast);
    }
    if (overrides.length) rules.push(`${modeSelector[mode]}{${overrides.map((o) => `${o.name}:${o.value}`).join(';')}}`);
  }
  const diagnostics = [...warnings].map(([decl, w]): Diagnostic => ({ file: decl.file, line: decl.line, column: decl.column, message: warningMessage(decl, w), hint: (w.light ?? w.dark)!.hint, ruleId: 'config', severity: 'warning' }));
  return { css: rules.join('\n'), diagnostics };
}

/** What one site declaration does to a pair in a mode it fails in. */
interface Finding {
  /** The site's colour, as the mode resolves it. */
  value: string;
  /** `reads at 4.2:1 on the page background (#ffffff)` */
  detail: string;
  /** The colour used instead, with the shade's name. */
  fix: string;
  lead: string;
  tail: string;
  hint: string;
  /** Other fixes the same declaration causes in this mode (`the primary navbar's links in #0b1320`): still one warning. */
  also?: string[];
}

type Warning = Partial<Record<ColorMode, Finding>>;

function note(warnings: Map<RootDeclaration, Warning>, blame: RootDeclaration, mode: ColorMode, finding: Finding): void {
  const seen = warnings.get(blame) ?? {};
  if (seen[mode]) (seen[mode]!.also ??= []).push(`${finding.lead.replace(/^sfpdocs (shows|uses) /, '')} ${finding.fix}`);
  seen[mode] ??= finding;
  warnings.set(blame, seen);
}

/** One message for both modes: what they share is said once, what differs is said per mode. */
function warningMessage(decl: RootDeclaration, warning: Warning): string {
  const found = colorModes.filter((mode) => warning[mode]);
  const first = warning[found[0]!]!;
  const same = (text: (f: Finding) => string) => found.every((mode) => text(warning[mode]!) === text(first));
  const per = (text: (f: Finding) => string) => (found.length > 1 && same(text) ? text(first) : found.map((mode) => `${text(warning[mode]!)} in ${mode} mode`).join(' and '));
  const detail = same((f) => f.value) ? `(${first.value}) ${per((f) => f.detail)}` : per((f) => `(${f.value}) ${f.detail}`);
  const fix = found.length === 1 || same((f) => f.fix) ? first.fix : per((f) => f.fix);
  const also = [...new Set(found.flatMap((mode) => warning[mode]!.also ?? []))];
  return `\`${decl.name}\` ${detail}, under the 4.5:1 text needs: ${first.lead} ${fix} ${first.tail}${also.length ? `, and ${also.join(', and ')}` : ''}`;
}

function describe(token: string): string {
  return { '--bg': 'the page background', '--bg-soft': "the sidebar's and cards' background", '--code-bg': "inline code's background", '--navbar-bg': "the navbar's background", '--footer-bg': "the footer's background", '--navbar-primary-bg': "the primary navbar's background" }[token] ?? `\`${token}\``;
}

/** The first of the site's shades of its primary colour, nearest first, that reads on every background. */
function nearestShade(vars: ReturnType<typeof rootVariables>, shades: NonNullable<TextCheck['shades']>, towards: string, mode: ColorMode, page: string, backgrounds: string[]): { name: string; hex: string } | null {
  for (const name of towards === '#000000' ? shades.darker : shades.lighter) {
    const hex = colourOf(vars(name)?.value, mode, page);
    if (hex && backgrounds.every((bg) => contrastRatio(hex, bg) >= minContrast)) return { name, hex };
  }
  return null;
}

/** A variable's colour; translucent ones over `under`, else over the mode's page. */
function colourOf(value: string | undefined, mode: ColorMode, under: string | null): string | null {
  return opaqueHex(value, under ?? canvas[mode]);
}
