// A footnote definition that nothing references is left out of the HTML by remark-rehype (only
// referenced notes are listed at the end of the page): report it, so its text is not lost unseen.
import type { FootnoteDefinition, Root, RootContent } from 'mdast';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { walkTree } from '../walk-tree.ts';

export function remarkFootnoteCheck(options: { readonly source: string; readonly diagnostics: Omit<Diagnostic, 'file'>[] }) {
  return (tree: Root) => {
    // Both need `[^` in the source: most pages have none and are not walked.
    if (!options.source.includes('[^')) return;
    const referenced = new Set<string>();
    const definitions: FootnoteDefinition[] = [];
    walkTree<Root | RootContent>(tree, (node) => {
      if (node.type === 'footnoteReference') referenced.add(node.identifier);
      else if (node.type === 'footnoteDefinition') definitions.push(node);
      return undefined;
    });
    for (const definition of definitions) {
      // Identifiers are normalized by the parser (case and whitespace), as references match them.
      if (referenced.has(definition.identifier)) continue;
      options.diagnostics.push({
        line: definition.position?.start.line ?? 1,
        column: definition.position?.start.column ?? 1,
        message: `footnote \`[^${definition.label ?? definition.identifier}]\` is never referenced, so its text is not shown`,
        hint: `refer to it with \`[^${definition.label ?? definition.identifier}]\` in the text, or remove it`,
        ruleId: 'markdown',
        severity: 'warning',
      });
    }
  };
}
