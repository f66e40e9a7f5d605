// A page's <style>, where the site allows one, must not hide the whole page unsaid.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createMarkdownCompiler } from '../../../compiler/content/compile-markdown.ts';
import * as api from '../../../compiler/content/page-hiding-style.ts';
import { pageHidingRule } from '../../../compiler/content/page-hiding-style.ts';

const hiding = suite('page-hiding-style');

hiding('should expose the check', () => {
  assert.equal(Object.keys(api).sort(), ['pageHidingRule', 'reportPageHiding']);
});

hiding('finds a rule that takes the whole page away, however it is written', () => {
  assert.is(pageHidingRule('body{display:none}'), 'body { display: none }');
  assert.is(pageHidingRule('* { visibility: hidden }'), '* { visibility: hidden }');
  assert.is(pageHidingRule('/* x */ @media screen { html > body, .a { opacity: 0 !important } }'), 'html > body { opacity: 0 }');
  assert.is(pageHidingRule(':root { content-visibility: hidden }'), ':root { content-visibility: hidden }');
  assert.is(pageHidingRule('HTML BODY { Display: NONE }'), 'HTML BODY { Display: NONE }');
});

hiding('should leave rules for parts of the page, and CSS it cannot read', () => {
  assert.is(pageHidingRule('.note { display: none } p { opacity: 0 } body { color: red } body p { display: none }'), null);
  assert.is(pageHidingRule('body { opacity: 0.5 }'), null);
  assert.is(pageHidingRule('body { display: none'), null);
});

hiding('warns at the tag\'s line in a .md page and an MDX page of a site that allows page styles', async () => {
  const compile = await createMarkdownCompiler({ pageStyles: true });
  const md = await compile('x.md', '---\ntitle: T\n---\n\nText.\n\n<style>body { display: none }</style>\n');
  assert.equal(md.diagnostics.map((d) => [d.line, d.severity, d.message, d.hint]), [[7, 'warning', 'this `<style>` hides the whole page: `body { display: none }`', "remove the rule: a page's style applies to the whole site page, navbar and sidebar included"]]);
  assert.match(md.html, '<style>body { display: none }</style>', 'the site allows page styles: the tag stays');
  const mdx = await compile('x.mdx', "---\ntitle: T\n---\n\nimport Tabs from '@theme/Tabs';\n\n<Tabs>x</Tabs>\n\n<style>{'* { visibility: hidden }'}</style>\n");
  assert.equal(mdx.diagnostics.map((d) => [d.line, d.severity, d.message]), [[9, 'warning', 'this `<style>` hides the whole page: `* { visibility: hidden }`']]);
});

hiding.run();
