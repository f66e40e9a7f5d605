// MDX pages built with the real compiler: components rendered on the server with their CSS,
// partials in place, plain MDX pages shipping no component code, and every bad input a
// diagnostic that names the page and the line.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../compiler/build.ts';
import { withSite } from '../helpers/fixture-site.ts';

const config = `export default { title: 'MDX', versions: [{ id: '1.0', label: 'Docs', path: '/docs/', current: true }] };\n`;
const site: Record<string, string> = {
  'site.config.ts': config,
  'content/1.0/index.md': '---\ntitle: Home\n---\n\nA plain page.\n',
  'content/1.0/plain.mdx': '# Plain MDX\n\n<details>\n<summary>More</summary>\n\nHidden [home](./index.md).\n\n</details>\n',
  'content/1.0/tabs.mdx': [
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "import Box from '@site/src/components/Box';",
    "import Note from './_note.md';",
    "import Callout from '@theme/Callout';",
    '',
    '# Tabs',
    '',
    'Sum: {1 + 2}.',
    '',
    '<Tabs groupId="os">',
    '<TabItem value="linux" label="Linux">',
    '',
    'Run `make`.',
    '',
    '</TabItem>',
    '<TabItem value="mac" label="macOS">',
    '',
    'Run `brew`.',
    '',
    '</TabItem>',
    '</Tabs>',
    '',
    '<Box title="Boxed">inside</Box>',
    '',
    '<Note />',
    '',
    '<Callout>called out</Callout>',
    '',
    '<a href="./plain.mdx">plain</a> <img src="./real.svg" alt="Real" />',
    '',
  ].join('\n'),
  'content/1.0/real.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>\n',
  'src/theme/Callout/index.jsx': "export default function Callout({ children }) {\n  return <aside className=\"callout\">{children}</aside>;\n}\n",
  'content/1.0/_note.md': '## From the partial\n\nSee [home](./index.md).\n',
  'src/components/Box.tsx': "import styles from './Box.module.css';\nexport default function Box({ title, children }: { title: string; children: React.ReactNode }) {\n  return <div className={styles.box}><strong>{title}</strong> {children}</div>;\n}\n",
  'src/components/Box.module.css': '.box { border: 2px solid teal; }\n',
};

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, 'build', file), 'utf8');
const article = (html: string) => /<article[\s\S]*?<\/article>/.exec(html)![0];

const mdx = suite('MDX pages');

mdx('should render components on the server, with their CSS, and partials in place', async () => {
  await withSite(site, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.ok(result.ok, JSON.stringify(result.diagnostics));
    const html = read(dir, 'docs/tabs/index.html');
    const body = article(html);
    assert.match(body, 'Sum: <!-- -->3<!-- -->.');
    assert.match(body, 'role="tablist"');
    assert.match(body, '<p class="tabs-panel-label">macOS</p><p>Run <code>brew</code>.</p>', 'every panel is in the HTML, under its label');
    assert.match(body, '<strong>Boxed</strong>');
    assert.match(body, '<aside class="callout">called out</aside>', "@theme/ finds a component of the site's own theme folder");
    assert.match(body, '<h2 id="from-the-partial">From the partial');
    assert.match(body, '<a href="/docs/">home</a>', "the partial's link is resolved from its own folder");
    const css = /<link rel="stylesheet" href="(\/assets\/mdx\/[^"]+\.css)">/.exec(html);
    assert.ok(css, 'the page links its components\' stylesheet');
    const className = /\.([\w-]+)\{border:2px solid teal\}/.exec(read(dir, css![1]!.slice(1)))![1]!;
    assert.match(body, `class="${className}"`, 'server and browser agree on the CSS module name');
    const chunk = /"chunk":"([^"]+)"/.exec(html)![1]!;
    assert.match(read(dir, chunk.slice(1)), '\\"component\\":{\\"script\\":\\"/assets/mdx/');
    // Its tags' links are checked and resolved, its images copied, as a markdown page's are.
    assert.match(body, '<a href="/docs/plain">plain</a>');
    const image = /<img src="\/(assets\/media\/real\.\w+\.svg)" alt="Real"/.exec(body);
    assert.ok(image, body);
    assert.ok(fs.existsSync(path.join(dir, 'build', image![1]!)));
    assert.equal(result.codePages, { mdx: 1, react: 0 });
  });
});

mdx('should compile an imported partial with the pages, through the cache, and again only when it changes', async () => {
  // Given props, the partial is not inlined into the page (tabs.mdx inlines it): it is a component of its own.
  const valued = { ...site, 'content/1.0/valued.mdx': "import Note from './_note.md';\n\n# Valued\n\n<Note tone=\"calm\" />\n" };
  await withSite(valued, async (dir) => {
    const options = { siteDir: dir, cache: path.join(dir, '.cache') };
    // Four pages and the partial `_note.md`, which is not a page.
    const first = await build(options);
    assert.ok(first.ok, JSON.stringify(first.diagnostics));
    assert.equal(first.cache!.compile, { hits: 0, misses: 5, corrupt: 0 });
    const second = await build(options);
    assert.equal(second.cache!.compile, { hits: 5, misses: 0, corrupt: 0 });
    assert.match(article(read(dir, 'docs/valued/index.html')), '<h2 id="from-the-partial">From the partial');
    fs.writeFileSync(path.join(dir, 'content/1.0/_note.md'), '## From the edited partial\n');
    // The partial, and tabs.mdx, which inlines it (its record, stale, is refused: counted corrupt).
    const third = await build(options);
    assert.equal({ hits: third.cache!.compile.hits, misses: third.cache!.compile.misses }, { hits: 3, misses: 2 });
    assert.match(article(read(dir, 'docs/valued/index.html')), '<h2 id="from-the-edited-partial">From the edited partial');
  });
});

mdx('should keep an MDX page without components a plain page: its tags checked like HTML, no component code', async () => {
  await withSite(site, async (dir) => {
    assert.ok((await build({ siteDir: dir, cache: false })).ok);
    const html = read(dir, 'docs/plain/index.html');
    assert.match(article(html), '<details><summary>More</summary><p>Hidden <a href="/docs/">home</a>.</p></details>');
    const chunk = read(dir, /"chunk":"\/([^"]+)"/.exec(html)![1]!);
    assert.not.match(chunk, 'component');
    assert.not.match(html, '/assets/mdx/');
  });
});

mdx('should report MDX syntax errors and imports it cannot resolve at the page line, and every page of them', async () => {
  const broken = {
    ...site,
    'content/1.0/syntax.mdx': '# Syntax\n\nA brace { opens here.\n',
    'content/1.0/imports.mdx': "import Missing from './Missing';\nimport Gone from '@theme/Tabz';\n\n# Imports\n\n<Missing />\n<Gone />\n",
    'content/1.0/undefined.mdx': ["import Tabs from '@theme/Tabs';", '', '# Undefined', '', '<Tabs>tabs</Tabs>', '', 'Some text.', '', '<Foo />', '', '<a href="/docs/nowhere">nowhere</a> <img src="./missing.png" alt="m" />', '', '<Bar>bar</Bar>', '', "import secret from '../../../../etc/x.txt';", ''].join('\n'),
  };
  await withSite(broken, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.not.ok(result.ok);
    const problems = result.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`);
    assert.ok(problems.some((p) => p.startsWith('content/1.0/syntax.mdx:3 MDX syntax error:')), problems.join('\n'));
    assert.ok(problems.includes('content/1.0/imports.mdx:1 cannot import `./Missing`: no such file or package'), problems.join('\n'));
    assert.ok(problems.includes('content/1.0/imports.mdx:2 `@theme/Tabz` is not a component sfpdocs provides (did you mean `@theme/Tabs`?)'), problems.join('\n'));
    // Every component the page does not define, at its own line; its tags' broken links and images; an import outside the site.
    assert.equal(problems.filter((p) => p.startsWith('content/1.0/undefined.mdx')), [
      'content/1.0/undefined.mdx:9 `<Foo>` is not defined: the page does not import it, and the theme has no component of that name',
      'content/1.0/undefined.mdx:11 broken link `/docs/nowhere`: no page has the route /docs/nowhere',
      'content/1.0/undefined.mdx:11 image `./missing.png` does not exist',
      'content/1.0/undefined.mdx:13 `<Bar>` is not defined: the page does not import it, and the theme has no component of that name',
      "content/1.0/undefined.mdx:15 `../../../../etc/x.txt` is outside the site's folders: a page cannot import it",
    ]);
    assert.not.ok(fs.existsSync(path.join(dir, 'build')), 'nothing is written');
  });
});

mdx('should fail the build naming a page whose component throws while it renders, with the browser-only hint', async () => {
  const throwing = {
    ...site,
    'src/components/Clock.tsx': 'export default function Clock() { return <span>{window.innerWidth}</span>; }\n',
    'content/1.0/clock.mdx': "import Clock from '@site/src/components/Clock';\n\n# Clock\n\n<Clock />\n",
  };
  await withSite(throwing, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.not.ok(result.ok);
    const problem = result.diagnostics.find((d) => d.file === 'content/1.0/clock.mdx');
    assert.ok(problem, JSON.stringify(result.diagnostics));
    assert.match(problem!.message, 'a component of this page failed while the page rendered: window is not defined');
    assert.is(problem!.hint, 'this code needs the browser: wrap the component in <BrowserOnly> (@docusaurus/BrowserOnly), or move the code into useEffect');
  });
});

// An export whose code never returns, and what a site that does not run MDX makes of the same page.
const looping = {
  'site.config.ts': "export default { title: 'MDX', renderTimeLimit: 2, versions: [{ id: '1.0', label: 'Docs', path: '/docs/', current: true }] };\n",
  'content/1.0/index.md': '---\ntitle: Home\n---\n\nA plain page.\n',
  'content/1.0/loop.mdx': "import Tabs from '@theme/Tabs';\nexport const spin = (() => { while (true) {} })();\n\n# Loop\n\n<Tabs>The words of the page.</Tabs>\n",
};

mdx('should stop a page whose code never returns, at its time limit, and fail the build naming the page', async () => {
  await withSite(looping, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.not.ok(result.ok);
    assert.equal(result.diagnostics.map((d) => [d.file, d.line, d.severity, d.message, d.hint]), [
      ['content/1.0/loop.mdx', 1, 'error', "this page's code ran for more than 2 s while the page rendered, and was stopped", "look for a loop that never ends in the page's exports or components; a page that needs longer can have `renderTimeLimit` raised in the site's config"],
    ]);
    assert.not.ok(fs.existsSync(path.join(dir, 'build')), 'nothing is written');
  });
});

mdx('should build a site that does not run MDX from the same page: its words kept, its code not run', async () => {
  const files = { ...looping, 'site.config.ts': looping['site.config.ts']!.replace('renderTimeLimit: 2,', "renderTimeLimit: 2, markdown: { mdx: false },") };
  await withSite(files, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.ok(result.ok, JSON.stringify(result.diagnostics));
    assert.equal(result.diagnostics.map((d) => [d.line, d.message]), [
      [1, "`import Tabs from '@theme/Tabs';` is not run: this site reads MDX without running it (`markdown.mdx: false` in its config)"],
      [6, '`<Tabs>` is a component, which is not run: this site reads MDX without running it (`markdown.mdx: false` in its config); its content is shown without it'],
    ]);
    assert.is(result.codePages, undefined);
    const html = read(dir, 'docs/loop/index.html');
    assert.match(article(html), 'The words of the page.');
    assert.not.match(html, '/assets/mdx/');
  });
});

mdx('should bring the imports of a partial into the page, from wherever the partial is', async () => {
  const files = {
    'site.config.ts': config,
    'content/1.0/guide/page.mdx': "import Steps from '../shared/_steps.mdx';\nimport Box from '@site/src/components/Box';\n\n# Page\n\nBefore the steps.\n\n<Steps />\n\n<Box title=\"After\">the steps</Box>\n",
    'src/components/Box.tsx': site['src/components/Box.tsx']!,
    'src/components/Box.module.css': site['src/components/Box.module.css']!,
    'content/1.0/shared/_steps.mdx': "import CodeBlock from '@theme/CodeBlock';\nimport commands from './_commands.js';\n\n## Install\n\n<CodeBlock language=\"bash\">{commands.install}</CodeBlock>\n",
    'content/1.0/shared/_commands.js': "export default { install: 'npm install fixture-kit' };\n",
  };
  await withSite(files, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.ok(result.ok, JSON.stringify(result.diagnostics));
    const body = article(read(dir, 'docs/guide/page/index.html'));
    assert.match(body, 'npm install fixture-kit');
    assert.is(body.match(/<h2[^>]*id="install"/g)?.length, 1, 'the partial is in the page once');
    assert.match(body, '<h1>Page</h1>', 'the page keeps every node around the partial (its imports went in above it)');
    assert.match(body, '<p>Before the steps.</p>');
    assert.match(body, '<strong>After</strong>', "the page's own import is kept");
  });
});

mdx.run();
