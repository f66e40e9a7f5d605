// `markdown.mdx: false`: an MDX page is read, never run; its content stays, each piece of code is
// a warning at its line, and what is left is an HTML page checked as raw HTML is.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createMarkdownCompiler } from '../../../compiler/content/compile-markdown.ts';
import * as api from '../../../compiler/content/mdx-off.ts';

const source = [
  '---',
  'title: T',
  '---',
  '',
  "import Tabs from '@theme/Tabs';",
  "export const secret = require('node:fs').readFileSync('/etc/passwd', 'utf8');",
  '',
  '<Tabs groupId="os">',
  '',
  'Inside the **tabs**.',
  '',
  '</Tabs>',
  '',
  'Sum: {1 + 2}.',
  '',
  '{secret}',
  '',
  '<details open={true}><summary>More</summary>Kept.</details>',
  '',
  '<script src="/evil.js"></script>',
  '',
].join('\n');

const off = suite('mdx-off');

off('should expose the pass', () => {
  assert.equal(Object.keys(api).sort(), ['disarmMdx']);
});

off('reads an MDX page without running it: content kept, code shown or left out with a warning, HTML rules applied', async () => {
  const page = await (await createMarkdownCompiler({ mdx: false }))('content/1.0/page.mdx', source);
  assert.is(page.component, undefined);
  assert.equal(page.diagnostics.map((d) => [d.line, d.severity, d.message]), [
    [5, 'warning', "`import Tabs from '@theme/Tabs';` is not run: this site reads MDX without running it (`markdown.mdx: false` in its config)"],
    [8, 'warning', '`<Tabs>` is a component, which is not run: this site reads MDX without running it (`markdown.mdx: false` in its config); its content is shown without it'],
    [14, 'warning', '`{1 + 2}` is not run: this site reads MDX without running it (`markdown.mdx: false` in its config); its code is shown as it is written'],
    [16, 'warning', '`{secret}` is not run: this site reads MDX without running it (`markdown.mdx: false` in its config); its code is shown as it is written'],
    [18, 'warning', '`open={…}` on `<details>` is not run: this site reads MDX without running it (`markdown.mdx: false` in its config); the tag is kept without it'],
    [20, 'error', "`<script>` is not allowed in a page: a page cannot carry scripts, which would run in the browser of every reader"],
  ]);
  assert.match(page.html, '<p>Inside the <strong>tabs</strong>.</p>');
  assert.match(page.html, '<p>Sum: <code>{1 + 2}</code>.</p>');
  assert.match(page.html, '{secret}');
  assert.match(page.html, '<details><summary>More</summary>Kept.</details>');
  assert.not.match(page.html, /passwd|evil/);
});

off('should leave MDX pages running by default', async () => {
  const page = await (await createMarkdownCompiler())('content/1.0/page.mdx', source.replace('<script src="/evil.js"></script>', ''));
  assert.ok(page.component);
  assert.equal(page.diagnostics, []);
});

off.run();
