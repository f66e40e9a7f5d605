// What an MDX page with components imports and uses, checked at its lines before it becomes a
// module. An import (or `export … from`) of a relative or `@site/` path that leaves the site's
// folders is an error and goes: bundling would copy the file into the public output. A component
// the page uses but neither imports nor exports (nor the theme provides) is an error at its first
// use, every one of them, where rendering would stop at the first with no line; it stands in as a
// component that shows its children, so the rest of the page still renders.
import path from 'node:path';
import type { Nodes, Root, RootContent } from 'mdast';
import { mdxProvidedComponents } from '../../shared/docusaurus-aliases.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { intrinsicRe } from './mdx-page.ts';
import { walkTree } from './walk-tree.ts';

type Found = Omit<Diagnostic, 'file'>;

export interface MdxModuleOptions {
  /** The page, relative to the site folder. */
  file: string;
  /** The site folder; without it, imports are not checked. */
  siteDir?: string;
  /** Whether an absolute path is one the page may import from (the site's folders). */
  isAllowed: (absolute: string) => boolean;
  /** Parses MDX (for the stand-ins' code). */
  parse: (source: string) => Root;
  readonly diagnostics: Found[];
}

type Statement = {
  type: string;
  start: number;
  end: number;
  loc?: { start: { line: number; column: number } };
  source?: { value?: unknown } | null;
  specifiers?: Array<{ local?: { name: string }; exported?: { name?: string } }>;
  declaration?: { type: string; id?: { name: string } | null; declarations?: Array<{ id: Pattern }> } | null;
};
type Pattern = { type: string; name?: string; properties?: Array<{ value?: Pattern; argument?: Pattern }>; elements?: Array<Pattern | null>; left?: Pattern; argument?: Pattern };

const relativeRe = /^\.\.?(\/|$)/;

export function checkMdxModule(tree: Root, options: MdxModuleOptions): void {
  const bound = new Set<string>(['props', ...mdxProvidedComponents]);
  // Names of the imports that went: they stand in, already reported at the import.
  const gone = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm' || !node.data?.estree) continue;
    const program = node.data.estree as unknown as { body: Statement[] };
    const base = program.body[0]?.start ?? 0;
    const outside = program.body.filter((statement) => {
      const source = statement.source?.value;
      if (typeof source !== 'string' || options.siteDir === undefined) return false;
      const siteDir = options.siteDir;
      const target = source.startsWith('@site/') ? path.resolve(siteDir, source.slice('@site/'.length)) : relativeRe.test(source) ? path.resolve(siteDir, path.dirname(options.file), source) : null;
      if (target === null || options.isAllowed(target)) return false;
      options.diagnostics.push({
        line: statement.loc?.start.line ?? node.position?.start.line ?? 1,
        column: (statement.loc?.start.column ?? 0) + 1,
        message: `\`${source}\` is outside the site's folders: a page cannot import it`,
        hint: 'move the file into the site folder and import it from there',
        ruleId: 'markdown',
        severity: 'error',
      });
      for (const name of boundNames(statement)) gone.add(name);
      return true;
    });
    if (outside.length) {
      let value = node.value;
      for (const statement of [...outside].sort((a, b) => b.start - a.start)) value = value.slice(0, statement.start - base) + value.slice(statement.end - base);
      node.value = value;
      program.body = program.body.filter((statement) => !outside.includes(statement));
    }
    for (const statement of program.body) for (const name of boundNames(statement)) bound.add(name);
  }
  tree.children = tree.children.filter((node) => node.type !== 'mdxjsEsm' || (node.data?.estree as unknown as { body: unknown[] } | undefined)?.body.length !== 0);
  const missing = new Map<string, Nodes>();
  // Each missing name's members as the page uses them (`<Bar.Baz>`), for its stand-in.
  const members: StandIn = new Map();
  walkTree<Nodes>(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && !intrinsicRe.test(node.name) && !node.name.includes(':')) {
      const [name, ...path] = node.name.split('.') as [string, ...string[]];
      if (bound.has(name)) return undefined;
      if (!missing.has(name)) missing.set(name, node);
      let level = members;
      for (const part of [name, ...path]) level = level.get(part) ?? level.set(part, new Map()).get(part)!;
    }
    return undefined;
  });
  for (const [name, node] of missing) {
    if (gone.has(name)) continue;
    options.diagnostics.push({
      line: node.position?.start.line ?? 1,
      column: node.position?.start.column ?? 1,
      message: `\`<${name}>\` is not defined: the page does not import it, and the theme has no component of that name`,
      hint: `import it at the top of the page (\`import ${name} from '@site/src/components/${name}';\`), or remove the tag`,
      ruleId: 'markdown',
      severity: 'error',
    });
  }
  if (!missing.size) return;
  const standIns = options.parse([...members].map(([name, inner]) => `export const ${name} = ${standInCode(inner)};`).join('\n')).children;
  tree.children.unshift(...(standIns as RootContent[]));
}

type StandIn = Map<string, StandIn>;

/** A component that shows its children, with the members the page uses of it. */
function standInCode(inner: StandIn): string {
  const show = '(props) => props.children ?? null';
  if (!inner.size) return show;
  return `Object.assign(${show}, { ${[...inner].map(([name, deeper]) => `${JSON.stringify(name)}: ${standInCode(deeper)}`).join(', ')} })`;
}

/** The names a top-level statement of the page binds. */
function boundNames(statement: Statement): string[] {
  const names: string[] = [];
  for (const specifier of statement.specifiers ?? []) {
    if (specifier.local?.name) names.push(specifier.local.name);
    if (specifier.exported?.name) names.push(specifier.exported.name);
  }
  const declaration = statement.declaration;
  if (declaration?.id?.name) names.push(declaration.id.name);
  for (const declarator of declaration?.declarations ?? []) names.push(...patternNames(declarator.id));
  return names;
}

function patternNames(pattern: Pattern | null | undefined): string[] {
  if (!pattern) return [];
  if (pattern.type === 'Identifier') return pattern.name ? [pattern.name] : [];
  if (pattern.type === 'ObjectPattern') return (pattern.properties ?? []).flatMap((p) => patternNames(p.value ?? p.argument));
  if (pattern.type === 'ArrayPattern') return (pattern.elements ?? []).flatMap((e) => patternNames(e));
  if (pattern.type === 'AssignmentPattern') return patternNames(pattern.left);
  if (pattern.type === 'RestElement') return patternNames(pattern.argument);
  return [];
}
