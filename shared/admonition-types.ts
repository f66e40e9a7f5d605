// The one table of admonitions: each style's colours, each type writers use (as Docusaurus names
// them) with its style and default title, and GitHub's alert names. The compiler
// (remark-admonitions.ts), the config schema (markdown.admonitions[].style), the runtime
// (`<Admonition>`) and the theme's CSS (admonitionCss, bundled with the runtime's stylesheet by
// compiler/emit/bundle-runtime.ts) all read it: adding a type, or a style with its colours, is an
// entry here. `:::caution` in markdown and `<Admonition type="caution">` in MDX look the same.
// Docusaurus 3 keeps five styles and maps its other names onto them (theme-classic
// `Admonition/Types.tsx`): caution is a warning, important is an info, secondary is a note and
// success is a tip, each with its own title. The theme draws no icons.

/** A style's colours: its accent (border, title) and its background, in light and dark mode. */
export interface AdmonitionColours {
  light: { accent: string; background: string };
  dark: { accent: string; background: string };
}

/**
 * The styles the theme draws (`.admonition-<style>`). Their colours are the theme's palette too
 * (`--<style>`, `--<style>-bg`): the version banner is a warning, a page that fails to load a danger.
 */
export const admonitionStyles = {
  note: { light: { accent: '#4b6ea8', background: '#eef3fb' }, dark: { accent: '#8fb0e8', background: '#1c2535' } },
  tip: { light: { accent: '#1f7a3f', background: '#ebf7ef' }, dark: { accent: '#6fd28f', background: '#172a1f' } },
  info: { light: { accent: '#2a6f97', background: '#e9f4fa' }, dark: { accent: '#79c0e8', background: '#16262f' } },
  warning: { light: { accent: '#8a5a00', background: '#fdf5e2' }, dark: { accent: '#f0c060', background: '#2c2415' } },
  danger: { light: { accent: '#b3261e', background: '#fcebea' }, dark: { accent: '#ff8a80', background: '#331c1b' } },
} as const satisfies Record<string, AdmonitionColours>;

export type AdmonitionStyle = keyof typeof admonitionStyles;

/** The style names, in the table's order. */
export const admonitionStyleNames = Object.keys(admonitionStyles) as AdmonitionStyle[];

export interface AdmonitionType {
  style: AdmonitionStyle;
  /** The title when the writer gives none. */
  title: string;
}

export const admonitionTypes: Record<string, AdmonitionType> = {
  note: { style: 'note', title: 'Note' },
  tip: { style: 'tip', title: 'Tip' },
  info: { style: 'info', title: 'Info' },
  warning: { style: 'warning', title: 'Warning' },
  danger: { style: 'danger', title: 'Danger' },
  caution: { style: 'warning', title: 'Caution' },
  important: { style: 'info', title: 'Important' },
  secondary: { style: 'note', title: 'Secondary' },
  success: { style: 'tip', title: 'Success' },
};

/** GitHub's alerts (`> [!NOTE]`), styled as GitHub colours them (its CAUTION is red). */
export const githubAlerts: Record<string, AdmonitionType> = {
  NOTE: admonitionTypes.note!,
  TIP: admonitionTypes.tip!,
  IMPORTANT: admonitionTypes.important!,
  WARNING: admonitionTypes.warning!,
  CAUTION: { title: 'Caution', style: 'danger' },
};

/** A type's style and title; an unknown type falls back to info, as in Docusaurus. */
export function admonitionType(type: string | undefined): AdmonitionType {
  return (type && Object.prototype.hasOwnProperty.call(admonitionTypes, type) ? admonitionTypes[type] : undefined) ?? admonitionTypes.info!;
}

/**
 * The theme's CSS for the styles: each style's colours as custom properties (light, and dark under
 * `[data-theme="dark"]`) and the rules that draw `.admonition-<style>` with them. The first style
 * is the look of an admonition whose style class is missing.
 */
export function admonitionCss(): string {
  const styles = Object.entries(admonitionStyles) as Array<[AdmonitionStyle, AdmonitionColours]>;
  const properties = (mode: 'light' | 'dark') => styles.map(([name, colours]) => `  --${name}: ${colours[mode].accent};\n  --${name}-bg: ${colours[mode].background};\n`).join('');
  const [first] = admonitionStyleNames;
  const rules = styles
    .filter(([name]) => name !== first)
    .map(([name]) => `.admonition-${name} { border-color: var(--${name}); background: var(--${name}-bg); }\n.admonition-${name} .admonition-title { color: var(--${name}); }\n`)
    .join('');
  return `:root {\n${properties('light')}}\n[data-theme="dark"] {\n${properties('dark')}}\n.admonition { border-inline-start: 4px solid var(--${first}); background: var(--${first}-bg); }\n.admonition-title { color: var(--${first}); }\n${rules}`;
}
