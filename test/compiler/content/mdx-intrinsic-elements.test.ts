// The lowercase tags of an MDX page with components follow the rules raw HTML follows in a .md
// page, and their links and images are collected like markdown's.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createMarkdownCompiler, type MarkdownOptions } from '../../../compiler/content/compile-markdown.ts';
import * as api from '../../../compiler/content/mdx-intrinsic-elements.ts';

const compile = async (body: string, options: MarkdownOptions = {}) => (await createMarkdownCompiler(options))('content/1.0/page.mdx', `---\ntitle: T\n---\n\nimport Tabs from '@theme/Tabs';\n\n<Tabs>tabs</Tabs>\n\n${body}\n`);
const errors = (page: { diagnostics: Array<{ line: number; severity: string; message: string }> }) => page.diagnostics.map((d) => [d.line, d.severity, d.message]);

const tags = suite('mdx-intrinsic-elements');

tags('should expose the check', () => {
  assert.equal(Object.keys(api).sort(), ['checkIntrinsicElements']);
});

tags('rejects what raw HTML may not carry, at its line, and leaves it out of the module', async () => {
  const page = await compile(['<script src="/evil.js"></script>', '', '<iframe src="https://evil.example/"></iframe>', '', "<style>{'body{display:none}'}</style>", '', '<img src="x.png" onerror="alert(1)" />', '', '<a href="javascript:alert(1)">x</a>', '', '<div data-sfp-markdown="">kept</div>'].join('\n'));
  assert.equal(errors(page), [
    [9, 'error', "`<script>` is not allowed in a page: a page cannot carry scripts, which would run in the browser of every reader"],
    [11, 'error', '`<iframe>` from `evil.example` is not allowed: no host is allowed'],
    [13, 'error', '`<style>` is not allowed in a page: its rules apply to the whole site page (navbar, sidebar, every page the reader opens next), so one page could restyle or hide the site'],
    [15, 'error', '`onerror` on `<img>` is not allowed: event handlers do not run in the site'],
    [17, 'error', 'a `javascript:` URL in `href` on `<a>` is not allowed'],
    [19, 'error', "`data-sfp-markdown` on `<div>` is sfpdocs' own attribute: a page cannot set it"],
  ]);
  assert.not.match(page.component!, /evil|display:none|onerror|javascript|data-sfp|dataSfp/);
  assert.match(page.component!, 'kept');
});

tags('should check and mark links and images like markdown\'s, and keep what the site allows', async () => {
  const page = await compile(['<a href="./other.md#part">other</a> <img src="./real.png" alt="r" /> <a href="https://example.com/">out</a>', '', '<div id="here" onClick={() => null}>x</div>', '', '<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>', '', '<style>{`.x { color: red }`}</style>'].join('\n'), { iframeHosts: ['www.youtube-nocookie.com'], pageStyles: true });
  assert.equal(page.diagnostics, []);
  assert.equal(page.links.map((l) => [l.url, l.line, l.image]), [['./other.md#part', 9, false], ['./real.png', 9, true]]);
  assert.ok(page.anchors.includes('here'));
  assert.match(page.component!, 'href: "sfp:0"');
  assert.match(page.component!, 'src: "sfp:1"');
  assert.match(page.component!, 'https://example.com/');
  assert.match(page.component!, 'onClick');
  assert.match(page.component!, 'youtube-nocookie');
});

tags('rejects an iframe whose src is an expression unless the site allows every host', async () => {
  const body = "export const url = 'https://evil.example/';\n\n<iframe src={url}></iframe>";
  const strict = await compile(body);
  assert.equal(errors(strict), [[11, 'error', '`<iframe src={…}>` cannot be checked against `markdown.iframeHosts`: `<iframe>` needs an https:// `src` from an allowed host (no host is allowed)']]);
  assert.not.match(strict.component!, '"iframe"');
  const open = await compile(body, { iframeHosts: ['*'] });
  assert.equal(open.diagnostics, []);
  assert.match(open.component!, '"iframe"');
});

tags.run();
