// One fixture site per writer-facing feature of issue 18 (test/fixtures/sites/), built with the
// real CLI: what the page shows, what the build says, and that links in raw HTML are resolved and
// checked like markdown ones.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixtureSite, runCli, withSite } from '../helpers/fixture-site.ts';

const page = (dir: string, route: string) => fs.readFileSync(path.join(dir, 'build', route, 'index.html'), 'utf8');
/** The article, without the theme around it. */
const article = (html: string) => /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';

const sites = suite('writer content');

sites('should render raw HTML and resolve and check its links like markdown ones', async () => {
  await withSite(fixtureSite('raw-html'), (dir) => {
    const result = runCli(['build', dir]);
    assert.is(result.status, 0, result.stderr);
    assert.match(result.stderr, 'content/2.5/feature.md:16:1  broken markdown link `./missing.md`: content/2.5/missing.md does not exist');
    // An id in raw HTML is a link target like a heading.
    assert.not.match(result.stderr, 'raw-anchor');
    assert.match(article(page(dir, 'docs')), 'href="/docs/feature#raw-anchor"');
    const html = article(page(dir, 'docs/feature'));
    assert.match(html, 'Press <kbd>Enter</kbd> to open <a href="/docs/">the home page</a> or <a href="/docs/">its route</a>.');
    const icon = /<img src="(\/assets\/media\/icon\.[0-9a-f]{10}\.svg)" alt="The app icon">/.exec(html);
    assert.ok(icon, 'the image is copied under a hashed name');
    assert.ok(fs.existsSync(path.join(dir, 'build', icon![1]!)));
    assert.match(html, '<details>\n<summary>More</summary>\n<p>Markdown inside, with <a href="/docs/">a link</a>.</p>\n</details>');
  });
});

sites('rejects script and event handlers in raw HTML at their lines', async () => {
  const files = { ...fixtureSite('raw-html'), 'content/2.5/unsafe.md': '---\ntitle: Unsafe\n---\n\n<p onclick="steal()">Text.</p>\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))\n' };
  await withSite(files, (dir) => {
    const result = runCli(['build', dir]);
    assert.is(result.status, 1);
    assert.match(result.stderr, 'content/2.5/unsafe.md:5:1  `onclick` on `<p>` is not allowed: event handlers do not run in the site  (remove the attribute)');
    assert.match(result.stderr, "content/2.5/unsafe.md:7:1  `<script>` is not allowed in a page: a page cannot carry scripts, which would run in the browser of every reader");
    assert.match(result.stderr, 'content/2.5/unsafe.md:9:1  a `javascript:` link is not allowed: `javascript:alert(1)`');
  });
});

sites('should render every admonition form, and warn about an unknown type', async () => {
  await withSite(fixtureSite('admonitions'), (dir) => {
    const result = runCli(['build', dir]);
    assert.is(result.status, 0, result.stderr);
    assert.match(result.stderr, 'content/2.5/feature.md:16:1  unknown admonition `:::tldr`; it is shown as a note');
    const html = article(page(dir, 'docs/feature'));
    assert.match(html, '<aside class="admonition admonition-warning"><p class="admonition-title">Caution</p><p>Docusaurus\'s caution, shown as a warning.</p></aside>');
    assert.match(html, '<aside class="admonition admonition-tip"><p class="admonition-title">Older title form</p><p>Body.</p></aside>');
    assert.match(html, '<p class="admonition-title">Important</p>\n<p>A GitHub alert.</p>');
    assert.match(html, '<aside class="admonition admonition-note"><p class="admonition-title">Tldr</p><p>Unknown, shown as a note.</p></aside>');
  });
});

sites('should highlight any language, mark lines, and warn once per build about an unknown language', async () => {
  await withSite(fixtureSite('code-blocks'), (dir) => {
    const result = runCli(['build', dir]);
    assert.is(result.status, 0, result.stderr);
    const warnings = result.stderr.split('\n').filter((line) => line.includes('unknown code language'));
    assert.equal(warnings, ['content/2.5/again.md:20:1  unknown code language `snack`; its blocks are shown as plain text  (also in 1 other file: content/2.5/feature.md; name a language shiki knows (`js`, `kotlin`, `objc`, …; see docs/content-format.md#code-blocks), or `text`)']);
    const html = article(page(dir, 'docs/feature'));
    assert.match(html, '<div class="code-title">Main.kt</div><pre class="shiki line-numbers" data-language="kotlin"><code><span class="line">');
    assert.match(html, '<span class="line highlighted"><span style="color:#6F42C1;--shiki-dark:#B392F0">    println</span>');
    assert.not.match(html, 'highlight-next-line');
    assert.match(html, '<pre class="shiki" data-language="text"><code>Plain text, no warning.</code></pre>');
  });
});

sites('should type Docusaurus front matter: a wrong type fails the build, an unknown key is a warning', async () => {
  await withSite(fixtureSite('front-matter'), (dir) => {
    const result = runCli(['build', dir]);
    assert.is(result.status, 1);
    assert.match(result.stderr, 'content/2.5/feature.md:3:1  unknown front matter field `sidebar_postion`  (did you mean `sidebar_position`?)');
    assert.match(result.stderr, 'content/2.5/feature.md:4:1  front matter `hide_title` must be true or false, got "yes"  (write true or false, e.g. `hide_title: true`)');
    assert.not.match(result.stderr, 'defined_in');
  });
});

sites.run();
