// The import paths MDX pages and a site's components use for Docusaurus's theme, each mapped to
// the module of runtime/docusaurus/ (a path relative to that folder) that stands in for it. The
// page bundler (compiler/emit/bundle-pages.ts) resolves imports through this table.
export const docusaurusAliases: Record<string, string> = {
  '@theme/Tabs': 'Tabs.tsx',
  '@theme/TabItem': 'TabItem.tsx',
  '@theme/Admonition': 'Admonition.tsx',
  '@theme/Admonition/Types': 'AdmonitionTypes.tsx',
  '@theme/CodeBlock': 'CodeBlock.tsx',
  '@theme/TOCInline': 'TOCInline.tsx',
  '@theme/DocCardList': 'DocCardList.tsx',
  '@theme/Details': 'Details.tsx',
  '@theme/Heading': 'Heading.tsx',
  '@theme/ThemedImage': 'ThemedImage.tsx',
  '@theme/IdealImage': 'IdealImage.tsx',
  '@theme/MDXComponents': 'MDXComponents.ts',
  '@theme/MDXComponents/A': 'A.tsx',
  '@theme/Layout': 'Layout.tsx',
  '@theme/MDXContent': 'MDXContent.tsx',
  '@theme/MDXComponents/Img': 'MDXImg.tsx',
  '@theme/EditThisPage': 'EditThisPage.tsx',
  '@theme/SearchMetadata': 'SearchMetadata.tsx',
  '@theme/BlogPostPage': 'BlogPostPage.tsx',
  '@theme/BlogListPage': 'BlogListPage.tsx',
  '@theme/BlogTagsListPage': 'BlogTagsListPage.tsx',
  '@theme/BlogTagsPostsPage': 'BlogTagsPostsPage.tsx',
  '@theme/BlogArchivePage': 'BlogArchivePage.tsx',
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@docusaurus/useGlobalData': 'useGlobalData.ts',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/Head': 'Head.tsx',
  '@docusaurus/useIsBrowser': 'useIsBrowser.ts',
  '@docusaurus/ExecutionEnvironment': 'ExecutionEnvironment.ts',
  '@docusaurus/router': 'router.ts',
  '@docusaurus/renderRoutes': 'renderRoutes.ts',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/Interpolate': 'Interpolate.tsx',
  '@docusaurus/plugin-content-docs/client': 'docs-client.ts',
  '@docusaurus/plugin-content-blog/client': 'blog-client.ts',
  '@docusaurus/theme-common': 'theme-common.ts',
  '@docusaurus/theme-common/internal': 'theme-common-internal.ts',
  '@docusaurus/isInternalUrl': 'isInternalUrl.ts',
  '@docusaurus/Noop': 'Noop.ts',
};

/**
 * Components every MDX page gets without importing them, through `@theme/MDXComponents`
 * (runtime/docusaurus/MDXComponents.ts), besides the lowercase elements it maps. `Admonition` is
 * what a `:::type` of the site's own table of types becomes (remark-admonitions.ts).
 */
export const mdxProvidedComponents = ['Details', 'Head', 'Admonition'] as const;
