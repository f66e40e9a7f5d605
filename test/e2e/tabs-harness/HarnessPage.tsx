// The page the Tabs browser tests drive (test/e2e/tabs.test.ts): theme components as an MDX page
// uses them, inside the site and page contexts. The server side renders it with react-dom/server
// and client.tsx hydrates the same tree.
import type { ClientConfig, PageData } from '../../../shared/contract.ts';
import Admonition from '../../../runtime/docusaurus/Admonition.tsx';
import BrowserOnly from '../../../runtime/docusaurus/BrowserOnly.tsx';
import CodeBlock from '../../../runtime/docusaurus/CodeBlock.tsx';
import Details from '../../../runtime/docusaurus/Details.tsx';
import Head from '../../../runtime/docusaurus/Head.tsx';
import TabItem from '../../../runtime/docusaurus/TabItem.tsx';
import Tabs from '../../../runtime/docusaurus/Tabs.tsx';
import ThemedImage from '../../../runtime/docusaurus/ThemedImage.tsx';
import TOCInline from '../../../runtime/docusaurus/TOCInline.tsx';
import useIsBrowser from '../../../runtime/docusaurus/useIsBrowser.ts';
import { PageContext } from '../../../runtime/theme/PageContext.ts';
import { SiteContext } from '../../../runtime/theme/SiteContext.ts';

export interface HarnessData {
  config: ClientConfig;
  page: PageData;
}

const filler = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.';

function Runtime() {
  return <p id="is-browser">{useIsBrowser() ? 'Running in the browser.' : 'Rendered on the server.'}</p>;
}

export function HarnessPage({ config, page }: HarnessData) {
  return (
    <SiteContext.Provider value={config}>
      <PageContext.Provider value={{ page, sidebar: null }}>
        <main id="main">
          <article className="markdown">
            <h1>{page.title}</h1>
            <Head>
              <title>Tabs harness | Test</title>
              <meta name="description" content="Set by Head" />
            </Head>
            <TOCInline />
            <p>
              Start with <a href="#install">the install steps</a>.
            </p>
            <h2 id="install">Install</h2>
            <Tabs groupId="pm" queryString>
              <TabItem value="npm" label="npm">
                <CodeBlock language="bash">npm install sfp-kit</CodeBlock>
              </TabItem>
              <TabItem value="yarn" label="Yarn">
                <p>Yarn panel: run yarn add sfp-kit.</p>
              </TabItem>
            </Tabs>
            <p>{filler}</p>
            <h2 id="platforms">Platforms</h2>
            <Tabs groupId="os" defaultValue="mac">
              <TabItem value="linux" label="Linux">
                <p>Linux panel, first box.</p>
                {/* Taller than the other panels, so switching this box moves what is below it. */}
                <div style={{ height: 300 }} />
              </TabItem>
              <TabItem value="mac" label="macOS">
                <p>macOS panel, first box.</p>
              </TabItem>
              <TabItem value="windows" label="Windows">
                <p>Windows panel, first box.</p>
              </TabItem>
            </Tabs>
            <Admonition type="tip">
              <p>{filler}</p>
            </Admonition>
            <p>{filler}</p>
            <Tabs groupId="os" values={[{ value: 'linux', label: 'Linux' }, { value: 'windows', label: 'Windows' }]}>
              <TabItem value="linux">
                <p>Linux panel, second box.</p>
              </TabItem>
              <TabItem value="windows">
                <p>Windows panel, second box.</p>
              </TabItem>
            </Tabs>
            <Details summary="More details">
              <p>Hidden until opened.</p>
            </Details>
            <ThemedImage alt="A diagram" width={40} height={40} sources={{ light: 'light.svg', dark: 'dark.svg' }} />
            <BrowserOnly fallback={<p id="browser-only">Waiting for the browser.</p>}>{() => <p id="browser-only">Only in the browser.</p>}</BrowserOnly>
            <Runtime />
            <p>{filler}</p>
          </article>
          <nav className="pagination" aria-label="Previous and next pages">
            <a href="prev.html" rel="prev">
              Previous page
            </a>
            <a href="next.html" rel="next">
              Next page
            </a>
          </nav>
        </main>
      </PageContext.Provider>
    </SiteContext.Provider>
  );
}
