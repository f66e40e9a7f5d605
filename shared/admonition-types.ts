// The admonition types writers use, as Docusaurus names them, and the style and default title each
// takes here: `:::caution` in markdown and `<Admonition type="caution">` in MDX look the same.
// Docusaurus 3 keeps five styles and maps its other names onto them (theme-classic
// `Admonition/Types.tsx`): caution is a warning, important is an info, secondary is a note and
// success is a tip, each with its own title.

/** The five styles the theme draws (`.admonition-<style>` in runtime/theme/styles.css). */
export type AdmonitionStyle = 'note' | 'tip' | 'info' | 'warning' | 'danger';

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

/** A type's style and title; an unknown type falls back to info, as in Docusaurus. */
export function admonitionType(type: string | undefined): AdmonitionType {
  return (type && Object.prototype.hasOwnProperty.call(admonitionTypes, type) ? admonitionTypes[type] : undefined) ?? admonitionTypes.info!;
}
