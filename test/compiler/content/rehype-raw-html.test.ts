// Raw HTML must not become a way to run script in the built page: each known vector is refused
// with an error at its line, and nothing of it reaches the HTML.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { browserProblems } from '../../../compiler/content/check-browser-parse.ts';
import { createMarkdownCompiler } from '../../../compiler/content/compile-markdown.ts';

const compile = async (body: string) => (await createMarkdownCompiler())('x.md', `---\ntitle: T\n---\n\n${body}\n`);

const pageStyleMessage = '`<style>` is not allowed in a page: its rules apply to the whole site page (navbar, sidebar, every page the reader opens next), so one page could restyle or hide the site';
const mutationMessage = 'this HTML changes when a browser reads it, and then holds what a page may not: `onerror` on `<img>` is not allowed: event handlers do not run in the site';

const xss = suite('raw HTML refusals');

const vectors: Array<[string, string]> = [
  ['<script>alert(1)</script>', "`<script>` is not allowed in a page: a page cannot carry scripts, which would run in the browser of every reader"],
  ['<svg><script>alert(1)</script></svg>', "`<script>` is not allowed in a page: a page cannot carry scripts, which would run in the browser of every reader"],
  ['<img src="x.png" onerror="alert(1)">', '`onerror` on `<img>` is not allowed: event handlers do not run in the site'],
  ['<details open ontoggle="alert(1)"><summary>s</summary></details>', '`ontoggle` on `<details>` is not allowed: event handlers do not run in the site'],
  ['<a href=" JaVa&#x09;script:alert(1)">x</a>', 'a `javascript:` URL in `href` on `<a>` is not allowed'],
  ['<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', 'a `javascript:` URL in `xlink:href` on `<a>` is not allowed'],
  ['<svg><a><animate attributeName="href" values="x;javascript:alert(1)"/></a></svg>', 'a `javascript:` URL in `values` on `<animate>` is not allowed'],
  ['<form action="javascript:alert(1)"><button>b</button></form>', 'a `javascript:` URL in `action` on `<form>` is not allowed'],
  ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', '`<iframe srcdoc>` is not allowed in a page'],
  ['<iframe src="javascript:alert(1)"></iframe>', '`<iframe>` needs an https:// `src` from an allowed host (no host is allowed)'],
  ['<object data="x.swf"></object>', "`<object>` is not allowed in a page: plugins do not run in the site (Content-Security-Policy `object-src 'none'`)"],
  ['<embed src="x.swf">', "`<embed>` is not allowed in a page: plugins do not run in the site (Content-Security-Policy `object-src 'none'`)"],
  ['<base href="https://evil.example/">', "`<base>` is not allowed in a page: a page cannot change the base of its links (Content-Security-Policy `base-uri 'self'`)"],
  ['<meta http-equiv="refresh" content="0;url=https://evil.example">', '`<meta http-equiv>` is not allowed in a page'],
  ['<script data-sfp-markdown src="/evil.js"></script>', "`<script>` is not allowed in a page: a page cannot carry scripts, which would run in the browser of every reader"],
  ['<script data-sfp-markdown="" src="/evil.js"></script>', "`<script>` is not allowed in a page: a page cannot carry scripts, which would run in the browser of every reader"],
  ['<style>body{display:none}</style>', pageStyleMessage],
  ['<style>*{visibility:hidden}</style>', pageStyleMessage],
  ['<svg><style>svg{display:none} body{display:none}</style></svg>', pageStyleMessage],
  ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)><script src="/evil.js"></script></style></mglyph></table></mtext></math>', pageStyleMessage],
  ['<noscript><style></noscript><img src=x onerror=alert(1)><script src="/evil.js"></script></style></noscript>', pageStyleMessage],
  ['[x](javascript:alert(1))', 'a `javascript:` link is not allowed: `javascript:alert(1)`'],
  ['![x](javascript:alert(1))', 'a `javascript:` link is not allowed: `javascript:alert(1)`'],
];

for (const [html, message] of vectors) {
  xss(`rejects ${html}`, async () => {
    const page = await compile(html);
    assert.equal(page.diagnostics.map((d) => [d.line, d.severity, d.message]), [[5, 'error', message]]);
    assert.not.match(page.html.toLowerCase(), /alert|javascript|evil|\.swf/);
  });
}

xss('should keep the text of what it refuses an attribute of', async () => {
  const page = await compile('<p onclick="x()">Kept words.</p> [link words](javascript:x())');
  assert.match(page.html, '<p>Kept words.</p>');
  assert.match(page.html, 'link words');
});

xss('rejects sfpdocs\' own attributes and elements written in a page, at their line', async () => {
  const page = await compile('<p data-sfp-markdown="" data-sfp="softkey-left">Kept.</p>\n\n```js\nlet a;\n```\n\n<sfp-code-block data-index="0"></sfp-code-block>\n\n<sfp-truncate></sfp-truncate>');
  assert.equal(page.diagnostics.map((d) => [d.line, d.severity, d.message]), [
    [5, 'error', "`data-sfp-markdown` on `<p>` is sfpdocs' own attribute: a page cannot set it"],
    [5, 'error', "`data-sfp` on `<p>` is sfpdocs' own attribute: a page cannot set it"],
    [11, 'error', "`<sfp-code-block>` is sfpdocs' own element: a page cannot write it"],
    [13, 'error', "`<sfp-truncate>` is sfpdocs' own element: a page cannot write it"],
  ]);
  assert.match(page.html, '<p>Kept.</p>');
  // The one code block, once: the written placeholder did not copy it.
  assert.is(page.html.split('let').length, 2);
  assert.not.match(page.html, 'data-sfp');
});

xss('should keep a page\'s <style> when the site allows page styles', async () => {
  const page = await (await createMarkdownCompiler({ pageStyles: true }))('x.md', '---\ntitle: T\n---\n\n<style>.note { color: teal }</style>\n\n<svg><style>circle { fill: red }</style></svg>\n');
  assert.equal(page.diagnostics, []);
  assert.match(page.html, '<style>.note { color: teal }</style>');
  assert.match(page.html, '<svg><style>circle { fill: red }</style></svg>');
});

xss('should frame a protocol-relative src over https, and a data: document only on a site that frames any host', async () => {
  const anyHost = async (body: string, iframeHosts: string[]) => (await createMarkdownCompiler({ iframeHosts }))('x.md', `---\ntitle: T\n---\n\n${body}\n`);
  const codepen = await anyHost('<iframe src="//codepen.io/a/embed/b" title="Pen"></iframe>', ['codepen.io']);
  assert.equal(codepen.diagnostics, []);
  assert.match(codepen.html, '<iframe src="https://codepen.io/a/embed/b" title="Pen"></iframe>');
  const tweet = '<iframe src="data:text/html;charset=utf-8,%3Cblockquote%3Ehi%3C/blockquote%3E" title="Tweet"></iframe>';
  const framed = await anyHost(tweet, ['*']);
  assert.equal(framed.diagnostics, []);
  assert.match(framed.html, 'src="data:text/html;charset=utf-8,');
  const refused = await anyHost(tweet, ['codepen.io']);
  assert.equal(refused.diagnostics.map((d) => d.message), ['`<iframe>` needs an https:// `src` from an allowed host (the allowed hosts are codepen.io)']);
  assert.not.match(refused.html, 'data:text/html');
  const elsewhere = await anyHost('<iframe src="//evil.example/x"></iframe>', ['codepen.io']);
  assert.equal(elsewhere.diagnostics.map((d) => d.message), ['`<iframe>` from `evil.example` is not allowed: the allowed hosts are codepen.io']);
});

xss.run();

// ---

const mutation = suite('raw HTML as a browser reads it');
const withStyles = async (body: string) => (await createMarkdownCompiler({ pageStyles: true }))('x.md', `---\ntitle: T\n---\n\nBefore.\n\n${body}\n\nAfter.\n`);

// Payloads whose safe-looking HTML a browser parses into live script (DOMPurify's mutation XSS
// cases and the two).
const payloads = [
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)><script src="/evil.js"></script></style></mglyph></table></mtext></math>',
  '<noscript><style></noscript><img src=x onerror=alert(1)><script src="/evil.js"></script></style></noscript>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

for (const payload of payloads) {
  mutation(`ships no live script or handler for ${payload}`, async () => {
    const page = await withStyles(payload);
    assert.equal(browserProblems(page.html, { iframeHosts: [], pageStyles: true }), []);
    assert.ok(page.diagnostics.every((d) => d.line === 7), JSON.stringify(page.diagnostics));
    assert.match(page.html, '<p>Before.</p>');
  });
}

for (const payload of payloads.slice(0, 2)) {
  mutation(`reports ${payload} at its line and keeps the blocks around it`, async () => {
    const page = await withStyles(payload);
    assert.equal(page.diagnostics.map((d) => [d.line, d.column, d.message]), [[7, 1, mutationMessage]]);
    assert.not.match(page.html, /onerror|evil|<style|<script/i);
    assert.match(page.html, '<p>Before.</p>');
    assert.match(page.html, '<p>After.</p>');
  });
}

mutation('should leave plain HTML as it is', async () => {
  const html = '<details><summary>More</summary>\n\nHidden **words**.\n\n</details>\n\n<noscript>Turn on JavaScript.</noscript>\n\n<svg width="10"><circle r="4"></circle></svg> <math><mi>x</mi></math>';
  const page = await withStyles(html);
  assert.equal(page.diagnostics, []);
  assert.match(page.html, '<noscript>Turn on JavaScript.</noscript>');
  assert.match(page.html, '<p>Hidden <strong>words</strong>.</p>');
});

mutation.run();
