// Docusaurus sidebars, normalized into the model's sidebar data (model/sidebar-spec.ts): every
// shorthand (a doc id string, `{ 'Label': [items] }`) is written out as an explicit item, as
// Docusaurus's own normalization does, and every doc id carries where it is written so an unknown
// id can be reported at its line.
// Semantics: https://docusaurus.io/docs/sidebar/items
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

import type { SpecItem } from '../model/sidebar-spec.ts';

/** A doc id the sidebars name, where it is written. */
export interface SidebarDocReference {
  id: string;
  sidebar: string;
  kind: 'doc' | 'ref' | 'category-link';
  /** The sidebars file, relative to the site folder. */
  file: string;
  line: number;
  column: number;
}

export interface DocusaurusSidebars {
  /** The sidebars file, relative to the site folder; null for the generated default. */
  file: string | null;
  /** Sidebar id → items, in the file's order. */
  sidebars: Record<string, SpecItem[]>;
  /** Every doc id the sidebars reference, in the file's order. */
  references: SidebarDocReference[];
  diagnostics: Diagnostic[];
}
