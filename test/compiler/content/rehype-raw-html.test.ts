// Raw HTML must not become a way to run script in the built page: each known vector is refused
// with an error at its line, and nothing of it reaches the HTML.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createMarkdownCompiler } from '../../../compiler/content/compile-markdown.ts';

const compile = async (body: string) => (await createMarkdownCompiler())('x.md', `---\ntitle: T\n---\n\n${body}\n`);

const xss = suite('raw HTML refusals');

const vectors: Array<[string, string]> = [
  ['<script>alert(1)</script>', "`<script>` is not allowed in a page: scripts in pages do not run: the site's Content-Security-Policy blocks them"],
  ['<svg><script>alert(1)</script></svg>', "`<script>` is not allowed in a page: scripts in pages do not run: the site's Content-Security-Policy blocks them"],
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

xss.run();
