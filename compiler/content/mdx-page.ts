// What MDX adds to a page (issue 19). A page is parsed as MDX (remark-mdx) when it is `.mdx`, or
// when the config's `markdown.format` makes every page MDX, as Docusaurus does. Most such pages use
// no component at all, only HTML-like tags (`<details>`, `<img>`): those stay plain HTML pages,
// the tags becoming elements checked like raw HTML, so they ship no component code. A page with
// imports, exports, `{expressions}` or components becomes an ES module (see createMdxProcessor in
// compile-markdown.ts), which the build bundles and renders with React.
import fs from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Properties } from 'hast';
import type { Nodes, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { find, html } from 'property-information';
import type { Options } from 'remark-rehype';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { SKIP, walkTree } from './walk-tree.ts';
import { headingCommentId } from './plugins/remark-heading-ids.ts';

type Handlers = NonNullable<Options['handlers']>;
type State = Parameters<NonNullable<Handlers['code']>>[0];

/** The node types MDX adds to markdown. */
export const mdxNodeTypes = ['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement'] as const;

/** Intrinsic HTML names as JSX writes them (lowercase, maybe with dashes): no component. */
export const intrinsicRe = /^[a-z][a-z0-9-]*$/;

/**
 * Whether the page needs React to render: an import or export, an expression, a component, or an
 * HTML tag with an expression or a spread in its attributes.
 */
const commentOnlyRe = /^\s*(?:\/\*[\s\S]*?\*\/\s*)*$/;

/** Removes the page's `{/* … *\/}` expressions that hold nothing but comments. */
export function dropMdxComments(tree: Root): void {
  walkTree<Nodes>(tree, (node, index, parent) => {
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && commentOnlyRe.test(node.value) && parent && index !== undefined) {
      // A heading's `{/* #id */}` is its id, which remark-heading-ids takes (and then removes).
      if (parent.type === 'heading' && index === parent.children.length - 1 && headingCommentId(node as RootContent) !== undefined) return undefined;
      (parent.children as Nodes[]).splice(index, 1);
      return [SKIP, index];
    }
    return undefined;
  });
}

export function needsComponent(tree: Root): boolean {
  let found = false;
  walkTree<Nodes>(tree, (node) => {
    if (found) return SKIP;
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') found = true;
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (!node.name || !intrinsicRe.test(node.name) || node.attributes.some((a) => a.type !== 'mdxJsxAttribute' || (a.value !== null && a.value !== undefined && typeof a.value !== 'string'))) found = true;
    }
    return found ? SKIP : undefined;
  });
  return found;
}

/** JSX attribute names as React spells them, back to HTML's. */
export const reactNames: Record<string, string> = { className: 'class', htmlFor: 'for' };

/**
 * remark-rehype handlers for a page without components: each HTML-like tag becomes the element it
 * names, marked so rehype-raw-html.ts checks it as it checks raw HTML (refusals, links, anchors).
 */
export function jsxElementHandlers(page: { hasRawHtml: boolean }): Handlers {
  const element = (state: State, node: MdxJsxFlowElement | MdxJsxTextElement): Element => {
    const properties: Properties = {};
    for (const attribute of node.attributes as Array<MdxJsxAttribute | MdxJsxExpressionAttribute>) {
      if (attribute.type !== 'mdxJsxAttribute') continue;
      const name = reactNames[attribute.name] ?? attribute.name;
      properties[find(html, name).property] = attribute.value === null || attribute.value === undefined ? true : String(attribute.value);
    }
    page.hasRawHtml = true;
    const result: Element = { type: 'element', tagName: node.name!, properties, children: state.all(node) as ElementContent[], data: { [jsxData]: true } as unknown as Element['data'] };
    state.patch(node, result);
    return result;
  };
  return { mdxJsxFlowElement: element, mdxJsxTextElement: element } as unknown as Handlers;
}

/** Marks an element made from an MDX tag in its data (no attribute a writer could type), so the raw-HTML checks look at it (rehype-raw-html.ts). */
const jsxData = 'sfpJsx';

/** Whether an element was made from an MDX page's tag: the writer's HTML. */
export function isJsxElement(node: Element): boolean {
  return (node.data as Record<string, unknown> | undefined)?.[jsxData] === true;
}

/** A message of the MDX parser as a diagnostic at its place, with a hint for the common causes. */
export function mdxSyntaxDiagnostic(error: unknown): Omit<Diagnostic, 'file'> {
  const message = error as { reason?: string; message?: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  const place = message.place && 'start' in message.place && message.place.start ? message.place.start : message.place;
  const reason = (message.reason ?? message.message ?? String(error)).split('\n')[0]!;
  return {
    line: place?.line ?? message.line ?? 1,
    column: place?.column ?? message.column ?? 1,
    message: `MDX syntax error: ${reason}`,
    hint: mdxHint(reason),
    ruleId: 'markdown',
    severity: 'error',
  };
}

function mdxHint(reason: string): string {
  if (/before name|Unexpected character .* before name|Unexpected lazy line|`<`/.test(reason) && /</.test(reason)) return 'a bare `<` in prose starts a tag in MDX: write `\\<` or `&lt;`, or rename the file to .md (plain markdown)';
  if (/acorn|expression|`\{`|Could not parse expression/.test(reason)) return 'a `{` in prose starts a JavaScript expression in MDX: write `\\{`, or put it in `code`';
  if (/closing tag|Expected a closing tag|end tag/.test(reason)) return 'close the tag (`<Tabs>` … `</Tabs>`), or write a tag without content as `<br />`';
  return 'fix the MDX syntax at this place, or rename the file to .md if it is plain markdown';
}

/**
 * A paragraph holding only tags (and whitespace) is no paragraph: its tags stand on their own, as
 * MDX itself unravels them (@mdx-js/mdx's remark-mark-and-unravel), so `<summary>` on a line of
 * its own is not wrapped in a `<p>`.
 */
export function unravelJsxParagraphs(tree: Root): void {
  walkTree<Nodes>(tree, (node) => {
    if (!('children' in node)) return undefined;
    const parent = node as Extract<Nodes, { children: unknown[] }>;
    parent.children = (parent.children as Nodes[]).flatMap((child) => {
      if (child.type !== 'paragraph') return [child];
      const tagsOnly = child.children.every((c) => c.type === 'mdxJsxTextElement' || (c.type === 'text' && !c.value.trim()));
      if (!tagsOnly || !child.children.some((c) => c.type === 'mdxJsxTextElement')) return [child];
      return child.children.filter((c) => c.type === 'mdxJsxTextElement').map((c) => ({ ...c, type: 'mdxJsxFlowElement' }) as Nodes);
    }) as never;
    return undefined;
  });
}

export interface PartialOptions {
  /** The page's file, relative to the site folder. */
  file: string;
  siteDir: string;
  /** Parses a partial's source (front matter already removed) as MDX or markdown. */
  parse: (source: string, mdx: boolean) => Root;
  /** The partial's text without its front matter. */
  bodyOf: (source: string) => string;
  /** Whether a file is parsed as MDX. */
  isMdx: (file: string) => boolean;
  /** Whether a partial's absolute path lies in the site's folders; one that does not is not read. */
  isAllowed: (absolute: string) => boolean;
}

const partialRe = /\.mdx?$/;
const externalUrlRe = /^([a-z][a-z0-9+.-]*:|\/\/|\/|#)/i;
/** Partials inside partials: deeper than this is a loop. */
const maxPartialDepth = 8;

/**
 * The site path of a markdown file imported as `source` by `fromFile` (both relative to the site
 * folder): `@site/…` from the site folder, `./…` and `../…` from the importer's folder; null for
 * imports through packages or aliases, which only the bundler resolves.
 */
export function partialPath(source: string, fromFile: string): string | null {
  if (source.startsWith('@site/')) return source.slice('@site/'.length);
  if (source.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), source.replace(/\\_/g, '_')));
  return null;
}

/**
 * Partials (`import Note from './_note.md'`, then `<Note />`) become part of the page, as if written
 * in it: their headings join the page's table of contents, their links are checked with the
 * page's (relative links rebased from the partial's folder), and the import goes. A partial used
 * with props or as a value stays an import, bundled as a component. Returns the partials read.
 */
export function inlinePartials(tree: Root, options: PartialOptions, depth = 0, fileOfTree = options.file): string[] {
  const read: string[] = [];
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node.data?.estree?.body ?? []) as Array<{ type: string; source?: { value?: unknown }; specifiers?: Array<{ type: string; local: { name: string } }> }>) {
      const source = statement.source?.value;
      const specifier = statement.specifiers?.length === 1 ? statement.specifiers[0] : undefined;
      if (statement.type !== 'ImportDeclaration' || typeof source !== 'string' || !partialRe.test(source) || specifier?.type !== 'ImportDefaultSpecifier') continue;
      const target = partialPath(source, fileOfTree);
      if (target) imports.set(specifier.local.name, target);
    }
  }
  if (!imports.size || depth > maxPartialDepth) return read;
  const inlined = new Set<string>();
  const usedOtherwise = new Set<string>();
  walkTree<Nodes>(tree, (node, index, parent) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && imports.has(node.name)) {
      if (node.attributes.length || node.children.length || !parent || index === undefined) {
        usedOtherwise.add(node.name);
        return undefined;
      }
      const partialFile = imports.get(node.name)!;
      // Outside the site's folders: the import stays, and check-mdx-module.ts reports it at its line.
      if (!options.isAllowed(path.resolve(options.siteDir, partialFile))) {
        usedOtherwise.add(node.name);
        return undefined;
      }
      let text: string;
      try {
        text = fs.readFileSync(path.join(options.siteDir, partialFile), 'utf8');
      } catch {
        // Not there: the import stays, and bundling reports it at its line.
        usedOtherwise.add(node.name);
        return undefined;
      }
      read.push(partialFile);
      const partial = options.parse(options.bodyOf(text), options.isMdx(partialFile));
      read.push(...inlinePartials(partial, options, depth + 1, partialFile));
      // What the partial imports (components, data) comes along, unless the page already names
      // the same thing otherwise: then the partial stays a component of its own.
      if (!hoistImports(tree, fileOfTree, partial, partialFile)) {
        usedOtherwise.add(node.name);
        return undefined;
      }
      rebase(partial, path.posix.dirname(partialFile), path.posix.dirname(options.file), node.position);
      const children = partial.children.filter((child) => child.type !== 'mdxjsEsm');
      // The hoisted imports went in above: a tag at the top level has moved down by as many.
      const siblings = (parent as { children: Nodes[] }).children;
      const at = siblings.indexOf(node);
      siblings.splice(at, 1, ...(children as Nodes[]));
      inlined.add(node.name);
      return [SKIP, at + children.length] as never;
    }
    return undefined;
  });
  // The imports of partials used only as `<Partial />` go: nothing is left to import.
  const gone = new Set([...inlined].filter((name) => !usedOtherwise.has(name)));
  if (gone.size) removeImports(tree, gone);
  return read;
}

type EsmStatement = { type: string; start: number; end: number; source?: { value?: unknown; raw?: string }; specifiers?: Array<{ local: { name: string } }> };

/** The names a tree's imports bind, with the module each comes from. */
function importedBindings(tree: Root): Map<string, string> {
  const names = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of ((node.data?.estree as unknown as { body: EsmStatement[] } | undefined)?.body ?? [])) {
      if (statement.type === 'ImportDeclaration') for (const specifier of statement.specifiers ?? []) names.set(specifier.local.name, String(statement.source?.value));
    }
  }
  return names;
}

/**
 * Moves a partial's imports into the page, their relative paths made `@site/…` (so they resolve
 * wherever the partial lands); an import the page has already is left out. False, changing
 * nothing, when the partial binds a name the page binds to another module.
 */
function hoistImports(page: Root, pageFile: string, partial: Root, partialFile: string): boolean {
  const pageNames = importedBindings(page);
  for (const [name, source] of importedBindings(partial)) {
    const known = pageNames.get(name);
    if (known !== undefined && sitePath(known, pageFile) !== sitePath(source, partialFile)) return false;
  }
  const moved: Root['children'] = [];
  for (const node of partial.children) {
    if (node.type !== 'mdxjsEsm' || !node.data?.estree) continue;
    const program = node.data.estree as unknown as { body: EsmStatement[] };
    const base = program.body[0]?.start ?? 0;
    const kept = program.body.filter((statement) => statement.type === 'ImportDeclaration' && !(statement.specifiers ?? []).every((s) => pageNames.has(s.local.name)));
    if (!kept.length) continue;
    const text = kept.map((statement) => {
      const original = node.value.slice(statement.start - base, statement.end - base);
      const from = String(statement.source!.value);
      const to = sitePath(from, partialFile);
      if (to === from) return original;
      statement.source = { ...statement.source, value: to, raw: JSON.stringify(to) };
      return original.replace(/(['"])[^'"]*\1\s*;?\s*$/, `${JSON.stringify(to)};`);
    });
    program.body = kept;
    moved.push({ ...node, value: text.join('\n') });
  }
  const firstContent = page.children.findIndex((child) => child.type !== 'mdxjsEsm');
  page.children.splice(firstContent < 0 ? page.children.length : firstContent, 0, ...moved);
  return true;
}

/** A partial's relative import as a path from the site folder, which means the same from anywhere. */
function sitePath(source: string, partialFile: string): string {
  return source.startsWith('.') ? `@site/${path.posix.normalize(path.posix.join(path.posix.dirname(partialFile), source.replace(/\\_/g, '_')))}` : source;
}

/** A partial's relative links, from its own folder to the page's; its positions, the tag's. */
function rebase(tree: Root, fromDir: string, toDir: string, position: Nodes['position']): void {
  walkTree<Nodes>(tree, (node) => {
    node.position = position;
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && !externalUrlRe.test(node.url)) {
      const relative = path.posix.relative(toDir, path.posix.join(fromDir, node.url));
      node.url = relative.startsWith('.') ? relative : `./${relative}`;
    }
    return undefined;
  });
}

function removeImports(tree: Root, names: Set<string>): void {
  tree.children = tree.children.filter((node) => {
    if (node.type !== 'mdxjsEsm' || !node.data?.estree) return true;
    const program = node.data.estree as unknown as { body: Array<{ type: string; start: number; end: number; specifiers?: Array<{ local: { name: string } }> }> };
    const base = program.body[0]?.start ?? 0;
    const drop = program.body.filter((s) => s.type === 'ImportDeclaration' && s.specifiers?.length === 1 && names.has(s.specifiers[0]!.local.name));
    if (!drop.length) return true;
    let value = node.value;
    for (const statement of [...drop].sort((a, b) => b.start - a.start)) value = value.slice(0, statement.start - base) + value.slice(statement.end - base);
    program.body = program.body.filter((s) => !drop.includes(s));
    node.value = value;
    return program.body.length > 0;
  });
}

const fenceRe = /^ {0,3}(`{3,}|~{3,})/;

/**
 * HTML comments written in an MDX page, which MDX itself refuses: Docusaurus turns them into
 * `{/* … *\/}` before parsing; here they are taken out (the truncate marker becomes the MDX one),
 * as writers moving from plain markdown leave them in. Code fences are left as they are.
 */
export function mdxComments(source: string): string {
  if (!source.includes('<!--')) return source;
  const lines = source.split('\n');
  let fence: string | null = null;
  let text = '';
  const out: string[] = [];
  const flush = () => {
    // Inline code is left alone: `<!--` written in backticks opens no comment.
    // A comment shows nothing, so it goes (its lines kept, so positions stay true) instead of
    // becoming an expression for the JavaScript parser; only the truncate marker is kept.
    if (text) out.push(text.replace(/(`+)[^`][\s\S]*?\1(?!`)|<!--([\s\S]*?)-->/g, (whole, ticks: string | undefined, inner: string) => (ticks ? whole : /^\s*truncate\s*$/.test(inner) ? '{/* truncate */}' : inner.replace(/[^\n]/g, ''))));
    text = '';
  };
  for (const line of lines) {
    const open = fenceRe.exec(line)?.[1];
    if (fence) {
      out.push(`${line}\n`);
      if (open && open[0] === fence[0] && open.length >= fence.length && !line.trim().slice(open.length)) fence = null;
    } else if (open) {
      flush();
      fence = open;
      out.push(`${line}\n`);
    } else text += `${line}\n`;
  }
  flush();
  return out.join('').slice(0, -1);
}
