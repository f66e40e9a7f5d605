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
  presets: [['classic', { docs: { sidebarPath: './sidebars.js', editUrl: 'https://github.com/example/brand/edit/main/', lastVersion: 'current', versions: { current: { label: '2.0' } } }, theme: { customCss: './src/css/custom.css' } }]],
  themeConfig: {
    announcementBar: { id: 'brand-2', content: 'Brand 2.0 is out: <a href="/docs/second">read what is new</a>', backgroundColor: '#20232a', textColor: '#fff', isCloseable: true },
    navbar: {
      title: 'Brand',
      items: [
        { type: 'doc', docId: 'intro', label: 'Docs' },
        { to: '/landing', label: 'Landing' },
        // An icon link: its class draws it (custom.css), its aria-label names it.
        { href: 'https://github.com/example/brand', className: 'header-github-link', 'aria-label': 'GitHub repository', position: 'right' },
      ],
    },
    footer: { copyright: 'Copyright Brand' },
  },
};
`,
  // A category with a generated index: the breadcrumbs of its doc link to it.
  'sidebars.js': "module.exports = { docs: ['intro', { type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['second'] }] };\n",
  // Two versions: the docs show a version badge.
  'versions.json': '["1.0"]',
  'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro"] }',
  'versioned_docs/version-1.0/intro.md': '# Introduction\n\nThe old docs.\n',
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
/* Rules reading Infima's variables the site does not set, and a link made a button that relies on
   Infima's links having no underline. */
.brand-button { background: var(--ifm-color-primary); color: var(--ifm-color-content-inverse); padding: .5rem 1rem; }
.band { background: var(--ifm-menu-color-background-active); padding: 1rem; }
.header-github-link::before { content: ''; display: flex; width: 24px; height: 24px; background: currentColor; }
`,
  // A wrapping swizzle: sfpdocs' footer, then a line of the site's.
  'src/theme/Footer/index.js': `import React from 'react';
import Footer from '@theme-original/Footer';

export default function FooterWrapper(props) {
  return (
    <>
      <Footer {...props} />
      <p className="footer-extra">Brand Docs is written by the Brand team.</p>
    </>
  );
}
`,
  // A replacing swizzle, reading the doc through useDoc(), styled by a CSS module.
  'src/theme/DocItem/Footer/index.js': `import React from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

export default function DocItemFooter() {
  const { metadata } = useDoc();
  return (
    <footer className={styles.feedback}>
      Was “{metadata.title}” helpful? <a href={metadata.editUrl}>Suggest an edit</a>
    </footer>
  );
}
`,
  'src/theme/DocItem/Footer/styles.module.css': '.feedback { border-top: 3px solid var(--ifm-color-primary); padding-top: 1rem; }\n',
  // Root, wrapping every page in a provider of the site's.
  'src/theme/Root.js': `import React, { createContext } from 'react';
export const Brand = createContext('none');
export default function Root({ children }) {
  return <Brand.Provider value="brand"><div className="brand-root">{children}</div></Brand.Provider>;
}
`,
  // A wrapping BlogPostItem that adds a line under each post, from useBlogPost().
  'src/theme/BlogPostItem/index.js': `import React from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';

export default function BlogPostItemWrapper(props) {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <>
      <BlogPostItem {...props} />
      <p className="post-extra">{isBlogPostPage ? 'Comments on' : 'Listed:'} {metadata.title} ({metadata.tags.map((t) => t.label).join(', ')})</p>
    </>
  );
}
`,
  // A replacing NotFound/Content.
  'src/theme/NotFound/Content/index.js': `import React from 'react';
export default function NotFoundContent({ className }) {
  return <div className={['brand-404', className].filter(Boolean).join(' ')}><h1>Lost in the brand</h1></div>;
}
`,
  'blog/2024-03-01-launch.md': '---\ntitle: Launch\ntags: [news]\n---\n\nWe launched.\n\n<!-- truncate -->\n\nMore.\n',
  // A part of Docusaurus's theme sfpdocs renders its own way: named in a warning.
  'src/theme/DocItem/Layout/index.js': "export default function Layout({ children }) { return children; }\n",
  // A component of the site's own, in its theme folder: no warning.
  'src/theme/BoxLink/index.js': "export default function BoxLink({ children }) { return children; }\n",
  'docs/intro.md': '# Introduction\n\nRead the [second page](./second.md).\n\n## Install\n\n```sh\nnpm install brand\n```\n\n## Use\n\nRun it.\n',
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
        <p><a className="brand-button" href="/docs/intro">Start now</a></p>
        <div className="band">A grey band.</div>
      </section>
    </Layout>
  );
}
`,
};
