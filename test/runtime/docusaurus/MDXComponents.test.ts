import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Admonition from '../../../runtime/docusaurus/Admonition.tsx';
import Details from '../../../runtime/docusaurus/Details.tsx';
import Head from '../../../runtime/docusaurus/Head.tsx';
import MDXComponents from '../../../runtime/docusaurus/MDXComponents.ts';
import { mdxProvidedComponents } from '../../../shared/docusaurus-aliases.ts';

const components = suite('MDXComponents');

components('should map lowercase MDX elements to the theme, as Docusaurus does', () => {
  assert.equal(Object.keys(MDXComponents).sort(), ['Admonition', 'Details', 'Head', 'admonition', 'details', 'head']);
  assert.is(MDXComponents.details, Details);
  assert.is(MDXComponents.head, Head);
  assert.is(MDXComponents.admonition, Admonition);
  assert.is(MDXComponents.Admonition, Admonition);
});

components('should provide exactly the components the compiler lets pages use without an import', () => {
  assert.equal(Object.keys(MDXComponents).filter((name) => !/^[a-z]/.test(name)).sort(), [...mdxProvidedComponents].sort());
});

components.run();
