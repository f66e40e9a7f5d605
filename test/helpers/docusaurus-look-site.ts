// A Docusaurus site that brings its look: a brand colour and fonts through Infima's variables in
// its custom CSS (light and dark), and a landing page made of Infima's classes. Used by the browser
// tests of e2e/docusaurus-look.test.ts.

/** The brand colour the site sets, in light and dark mode, and the same as CSS computes it. */
export const brand = { light: '#764abc', dark: '#b39ddb', lightRgb: 'rgb(118, 74, 188)', darkRgb: 'rgb(179, 157, 219)' };

export const lookSite: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'look-fixture', dependencies: { '@docusaurus/core': '^3.9.0' } }),
  'docusaurus.config.js': `module.exports = {
  title: 'Brand Docs',
  tagline: 'A site with its own colours',
  url: 'https://brand.example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false, theme: { customCss: './src/css/custom.css' } }]],
  themeConfig: { navbar: { title: 'Brand', items: [{ type: 'doc', docId: 'intro', label: 'Docs' }, { to: '/landing', label: 'Landing' }] } },
};
`,
  'sidebars.js': "module.exports = { docs: ['intro', 'second'] };\n",
  'src/css/custom.css': `:root {
  --ifm-color-primary: ${brand.light};
  --ifm-color-primary-dark: #6a43a9;
  --ifm-color-primary-darker: #643fa0;
  --ifm-color-primary-darkest: #533484;
  --ifm-color-primary-light: #8259c5;
  --ifm-color-primary-lighter: #8a64c9;
  --ifm-color-primary-lightest: #a185d3;
  --ifm-font-family-base: Georgia, serif;
  --ifm-code-font-size: 95%;
}
[data-theme='dark'] {
  --ifm-color-primary: ${brand.dark};
}
`,
  'docs/intro.md': '# Introduction\n\nRead the [second page](./second.md).\n',
  'docs/second.md': '# Second\n\nBack to the [introduction](./intro.md).\n',
  'src/pages/landing.js': `import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

const features = [
  { title: 'Easy', text: 'Set it up in minutes.' },
  { title: 'Focused', text: 'Write the docs, not the site.' },
  { title: 'Fast', text: 'Pages load at once.' },
];

export default function Landing() {
  return (
    <Layout title="Landing" description="The landing page">
      <header className="hero hero--primary">
        <div className="container">
          <h1 className="hero__title">Brand Docs</h1>
          <p className="hero__subtitle">A site with its own colours</p>
          <Link className="button button--secondary button--lg" to="/docs/intro">Get started</Link>
        </div>
      </header>
      <section className="container margin-vert--lg">
        <div className="row">
          {features.map((f) => (
            <div key={f.title} className="col col--4">
              <div className="card shadow--md">
                <div className="card__header"><h3>{f.title}</h3></div>
                <div className="card__body"><p>{f.text}</p></div>
                <div className="card__footer"><Link className="button button--primary button--block" to="/docs/intro">Read more</Link></div>
              </div>
            </div>
          ))}
        </div>
        <div className="alert alert--info margin-top--md">An info alert with a <Link to="/docs/second">link</Link>.</div>
        <p className="text--center"><span className="badge badge--success">new</span> Centred text.</p>
      </section>
    </Layout>
  );
}
`,
};
