// A site's React page (Docusaurus's pages plugin: src/pages/*.js, .jsx, .ts, .tsx). It is not
// markdown: its module becomes the page's article, bundled with the MDX pages' components
// (emit/bundle-pages.ts). It is built only when everything it imports resolves (the Docusaurus
// theme modules sfpdocs provides are listed in docs/mdx.md); otherwise each import that does not is
// a warning, and the page is left out (links to it are then reported as broken).
import type { CompiledPage } from './compile-markdown.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

export const reactPageRe = /\.(jsx?|tsx?)$/;

/** Docusaurus's pages plugin skips these: `_` files and folders, tests, type declarations. */
export function isReactPageFile(rel: string): boolean {
  return reactPageRe.test(rel) && !/\.d\.ts$|\.test\.[jt]sx?$/.test(rel) && !rel.split('/').some((part) => part.startsWith('_') || part === '__tests__');
}

/** What trying to bundle a page finds: imports that cannot be provided, stand-ins, the files it reads (emit/bundle-pages.ts probeModule). */
export type ProbePage = (file: string) => Promise<{ problems: Diagnostic[]; warnings: Diagnostic[]; inputs: string[] }>;

/** `probePage` is the bundler's (emit/): compiling content does not depend on emitting it. */
export async function compileReactPage(file: string, source: string, probePage: ProbePage): Promise<CompiledPage> {
  const base: CompiledPage = { file, frontMatter: {}, title: null, html: '', previewHtml: null, headings: [], links: [], anchors: [], text: '', sections: [], markdown: '', diagnostics: [] };
  const probe = await probePage(file);
  if (probe.problems.length) {
    return {
      ...base,
      react: 'skipped',
      diagnostics: [
        { file, line: 1, column: 1, message: `React page ${file} is not built: it imports what sfpdocs cannot provide (each import is listed)`, hint: 'use the components docs/mdx.md lists, or write the page in MDX', ruleId: 'markdown', severity: 'warning' },
        ...probe.problems.map((problem) => ({ ...problem, severity: 'warning' as const })),
        ...probe.warnings,
      ],
    };
  }
  const title = layoutProp(source, 'title');
  const description = layoutProp(source, 'description');
  const module = `./${file.split('/').pop()!}`;
  return {
    ...base,
    react: 'page',
    // The page draws its own headings.
    frontMatter: { hide_title: true, ...(description ? { description } : {}) },
    title,
    diagnostics: probe.warnings,
    // Its imports (components, styles) decide what it shows: the compile cache checks them too.
    dependencies: probe.inputs.filter((input) => input !== file),
    // Docusaurus's pages plugin gives a React page the site config as its `config` prop
    // (modules: { config: '@generated/docusaurus.config' }); jest's home reads it.
    component: `import { jsx } from 'react/jsx-runtime';\nimport useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nimport Page from ${JSON.stringify(module)};\nexport default function ReactPage() { return jsx(Page, { config: useDocusaurusContext().siteConfig }); }\nexport const toc = [];\nexport const frontMatter = {};\nexport const contentTitle = ${JSON.stringify(title)};\n`,
  };
}

/**
 * A string prop of the page's `<Layout>` (`title="Help"`, `title={'Help'}`), read from its source:
 * Docusaurus takes the page's <title> and description from it while rendering, which the build
 * does after the page's head is written. Null when it is computed.
 */
function layoutProp(source: string, name: string): string | null {
  const tag = /<Layout\b([\s\S]*?)>/.exec(source)?.[1] ?? '';
  const value = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|\\{\\s*(?:"([^"]*)"|'([^']*)'|\`([^\`$]*)\`)\\s*\\})`).exec(tag);
  return value ? (value.slice(1).find((v) => v !== undefined) ?? null) : null;
}
