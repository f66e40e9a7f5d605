import { useMemo, type ReactNode } from 'react';
import { ChatbotLauncher } from '../chatbot/ChatbotLauncher.tsx';
import type { PageData, PageKind, RenderInput, SidebarItem } from '../../shared/contract.ts';
import { BlogArchivePage, BlogAuthorsPage, BlogListPage, BlogPostPage, BlogTagsPage } from './BlogPages.tsx';
import { DocPage } from './DocPage.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { PageContext, type PageContent } from './PageContext.ts';
import { SiteContext } from './SiteContext.ts';
import { ApisPage, HomePage, NotFoundPage, PlainPage, VersionsPage } from './SitePages.tsx';
import { SearchPage } from '../search/SearchPage.tsx';

export type AppProps = RenderInput & {
  /** Client only: a route's loading state or load error, shown instead of the page (runtime/loading). */
  pending?: ReactNode;
  /** An MDX page's article (PageContext.ts), loaded with its page data. */
  content?: PageContent;
};

type View = (props: { page: PageData; sidebar: SidebarItem[] | null }) => React.JSX.Element;

const views: Record<PageKind, View> = {
  doc: DocPage,
  'generated-index': DocPage,
  'blog-post': BlogPostPage,
  'blog-list': BlogListPage,
  'blog-tag': BlogListPage,
  'blog-tags': BlogTagsPage,
  'blog-archive': BlogArchivePage,
  'blog-authors': BlogAuthorsPage,
  'blog-author': BlogListPage,
  home: HomePage,
  page: PlainPage,
  versions: VersionsPage,
  apis: ApisPage,
  search: SearchPage,
  'not-found': NotFoundPage,
};

/** The whole page. The server renders it to HTML and the browser hydrates the same tree. */
export function App({ config, page, sidebar, pending, content }: AppProps) {
  const View = views[page.kind];
  const current = useMemo(() => ({ page, sidebar, content }), [page, sidebar, content]);
  return (
    <SiteContext.Provider value={config}>
      <a className="skip-link" href="#main">Skip to content</a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        {pending ?? (
          <PageContext.Provider value={current}>
            <View page={page} sidebar={sidebar} />
          </PageContext.Provider>
        )}
      </main>
      <Footer />
      <ChatbotLauncher />
    </SiteContext.Provider>
  );
}
