import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readSiteTheme } from '../../../compiler/emit/site-theme.ts';
import { siteBundler } from '../../../compiler/emit/site-bundler.ts';
import { makeSite, removeSite } from '../../helpers/fixture-site.ts';

const theme = suite('site theme folder');

// The shape that failed every page of a real site: a swizzled Footer drawing an SVG through
// `require('@site/….svg').default`, which Docusaurus's SVGR makes a component. And a swizzle whose
// import gives nothing (`.default` of a CommonJS module): React would fail every page with it.
const files = {
  'static/img/mark.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Mark</title><rect width="10" height="10"/></svg>\n',
  'src/theme/Footer/index.js': `import React from 'react';
const Mark = require('@site/static/img/mark.svg').default;

export default function Footer() {
  return <footer className="footer"><Mark role="img" className="mark" /> Brand</footer>;
}
`,
  'src/components/art.js': 'module.exports = function Art() { return null; };\n',
  'src/theme/NotFound/index.js': `import React from 'react';
const Art = require('../../components/art.js').default;

export default function NotFound() {
  return (
    <main>
      <Art />
    </main>
  );
}
`,
  'src/theme/BlogPostItem/index.js': `import React from 'react';
import { Missing } from '../../components/parts.js';

export default function BlogPostItem({ children }) {
  return <article>{children}<Missing /></article>;
}
`,
  'src/components/parts.js': 'export const Present = () => null;\nexport default Present;\n',
};

theme('should use a swizzle that renders an imported SVG, and leave out, with a warning at the element, one that renders undefined', async () => {
  const dir = makeSite(files);
  try {
    const result = await readSiteTheme(siteBundler(dir, { moduleAliases: {} }));
    assert.equal([...result.replaced.keys()].sort(), ['Footer']);
    const messages = result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column}  ${d.message}  (${d.hint})`);
    assert.ok(
      messages.includes("src/theme/NotFound/index.js:7:7  swizzled theme component `NotFound` cannot be used: `Art` is undefined, so React cannot render it  (sfpdocs' own `NotFound` renders instead; check what the imported module exports (default or named, `require(…).default`) and how this file imports it)"),
      messages.join('\n'),
    );
    assert.ok(messages.some((m) => m.startsWith("src/theme/BlogPostItem/index.js:2:10  swizzled theme component `BlogPostItem` cannot be used")), messages.join("\n"));
    assert.equal(result.diagnostics.length, 2, messages.join('\n'));
    assert.equal(result.diagnostics.every((d) => d.severity === 'warning'), true);
  } finally {
    removeSite(dir);
  }
});

theme.run();
