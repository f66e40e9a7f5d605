import { createElement as h } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import CodeBlock from '../../../runtime/docusaurus/CodeBlock.tsx';
import { renderInPage } from '../../helpers/docusaurus-page.ts';

const render = (props: Record<string, unknown>, ...children: unknown[]) => renderInPage(h(CodeBlock, props, ...(children as [])));

const codeBlock = suite('CodeBlock');

codeBlock('should expose the public api', () => {
  assert.type(CodeBlock, 'function');
});

codeBlock("renders the compiler's highlighted HTML as it is", () => {
  const highlighted = '<div class="code-block"><pre class="shiki" data-language="js"><code><span class="line"><span style="color:#D73A49">let</span></span></code></pre></div>';
  assert.is(render({ highlighted, className: 'language-js' }, 'let'), `<div>${highlighted}</div>`);
});

codeBlock('renders plain code in the markup of a fence: a span per line, the language from className', () => {
  assert.is(
    render({ className: 'language-shell' }, '$ npm install\n$ npm start\n'),
    '<div class="code-block"><pre class="shiki" data-language="shell"><code><span class="line">$ npm install</span>\n<span class="line">$ npm start</span></code></pre></div>',
  );
});

codeBlock('joins text children, as MDX gives them with {"\\n"} pieces', () => {
  assert.match(render({ className: 'language-shell' }, '$ npm install', '\n', '$ ionic cap sync'), '<span class="line">$ npm install</span>\n<span class="line">$ ionic cap sync</span>');
});

codeBlock('takes language, title and other classes from props', () => {
  assert.is(render({ language: 'JSON', title: 'package.json', className: 'big' }, '{}'), '<div class="code-block big"><div class="code-title">package.json</div><pre class="shiki" data-language="json"><code><span class="line">{}</span></code></pre></div>');
});

codeBlock('reads title, line numbers and highlighted lines from the metastring', () => {
  const html = render({ language: 'js', metastring: 'title="a.js" showLineNumbers {2}' }, 'one\ntwo\nthree');
  assert.match(html, '<div class="code-block"><div class="code-title">a.js</div><pre class="shiki line-numbers"');
  assert.match(html, '<span class="line">one</span>\n<span class="line highlighted">two</span>\n<span class="line">three</span>');
});

codeBlock('starts line numbers where showLineNumbers says', () => {
  assert.match(render({ language: 'js', showLineNumbers: 10 }, 'x'), '<code style="counter-reset:line 9">');
  assert.match(render({ language: 'js', metastring: 'showLineNumbers=3' }, 'x'), '<code style="counter-reset:line 2">');
  assert.match(render({ language: 'js', showLineNumbers: true }, 'x'), '<div class="code-block"><pre class="shiki line-numbers" data-language="js"><code>');
  assert.match(render({ language: 'js', showLineNumbers: false, metastring: 'showLineNumbers' }, 'x'), '<div class="code-block"><pre');
});

codeBlock('applies magic comments and removes them', () => {
  const html = render({ language: 'js' }, 'a\n// highlight-next-line\nb\n// highlight-start\nc\nd\n// highlight-end\ne');
  assert.not.match(html, 'highlight-');
  assert.match(html, '<span class="line">a</span>\n<span class="line highlighted">b</span>\n<span class="line highlighted">c</span>\n<span class="line highlighted">d</span>\n<span class="line">e</span>');
});

codeBlock('renders element children as they are', () => {
  assert.is(render({}, h('b', null, 'bold')), '<div class="code-block"><pre class="shiki"><code><b>bold</b></code></pre></div>');
});

codeBlock.run();
