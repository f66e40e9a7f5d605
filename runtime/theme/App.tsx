import { useMemo, type ReactNode } from 'react';
import { ChatbotLauncher } from '../chatbot/ChatbotLauncher.tsx';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import type { PageData, PageKind, RenderInput, SidebarItem } from '../../shared/contract.ts';
import { BlogArchivePage, BlogAuthorsPage, BlogListPage, BlogPostPage, BlogTagsPage } from './BlogPages.tsx';
import { DocPage } from './DocPage.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { sidebarKeyOf } from '../../shared/sidebar-key.ts';
import { PageContext, type PageContent } from './PageContext.ts';
import { codeTranslations, SiteContext } from './SiteContext.ts';
import { useMessages } from './useMessages.ts';
import { ApisPage, HomePage, NotFoundPage, PlainPage, VersionsPage } from './SitePages.tsx';
import { SearchPage } from '../search/SearchPage.tsx';
import { ThemeComponentsContext, useThemeComponent, type SiteTheme } from './ThemeComponents.ts';
import { Root as OwnRoot } from './theme-originals.tsx';

export type AppProps = RenderInput & {
  /** Client only: a route's loading state or load error, shown instead of the page (runtime/loading). */
  pending?: ReactNode;
  /** An MDX page's article (PageContext.ts), loaded with its page data. */
  content?: PageContent;
  /** The site's own theme components (src/theme/), in place of sfpdocs' (ThemeComponents.ts). */
  theme?: SiteTheme;
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
  'not-found': NotFoundView,
};

/** The 404 page, the site's `NotFound` when it has one. */
function NotFoundView() {
  const NotFound = useThemeComponent('NotFound', NotFoundPage);
  return <NotFound />;
}


/** The whole page. The server renders it to HTML and the browser hydrates the same tree. */
export function App({ config, theme, ...props }: AppProps) {
  // For `translate()`, a function that cannot read the context (SiteContext.ts).
  codeTranslations.current = config.i18n?.messages ?? {};
  return (
    <ThemeComponentsContext.Provider value={theme ?? noTheme}>
      <SiteContext.Provider value={config}>
        <Frame {...props} />
      </SiteContext.Provider>
    </ThemeComponentsContext.Provider>
  );
}

const noTheme: SiteTheme = {};

/**
 * What comes before the navbar: the skip link, then the announcement bar. One child of the frame,
 * so that the ids React's useId gives the parts after it stay the same with or without a bar.
 */
function PageTop() {
  const t = useMessages();
  return (
    <>
      <a className="skip-link" href="#main">{t('theme.common.skipToMainContent')}</a>
      <AnnouncementBar />
    </>
  );
}

function Frame({ page, sidebar, pending, content }: Omit<AppProps, 'config' | 'theme'>) {
  const View = views[page.kind];
  const current = useMemo(() => ({ page, sidebar, content }), [page, sidebar, content]);
  // What wraps the whole page: Docusaurus's `Root` (`children`), which a site may replace to add providers.
  const Root = useThemeComponent('Root', OwnRoot);
  const SiteFooter = useThemeComponent('Footer', Footer);
  // The page is known to everything, not only to the article: a site's Root, navbar items and
  // footer call useLocation() or useActiveVersion() as Docusaurus lets them anywhere.
  return (
    <PageContext.Provider value={current}>
      <Root>
        <PageTop />
        <Navbar route={page.route} version={page.version} otherVersions={page.otherVersions} sidebar={sidebarKeyOf(page)} />
        <main id="main" tabIndex={-1}>
          {pending ?? <View page={page} sidebar={sidebar} />}
        </main>
        <SiteFooter />
        <ChatbotLauncher />
      </Root>
    </PageContext.Provider>
  );
}
