// The theme's own words, by message id, in English: what every reader sees around the content
// (navigation, pagination, banners, search, the phone's softkeys). A locale's build replaces them
// with its translations: Docusaurus's translations of its theme where the id is Docusaurus's
// (@docusaurus/theme-translations, so a French site says "Suivant" without a code.json), then the
// site's own `code.json`, as Docusaurus reads it. Ids of sfpdocs' own start with `sfpdocs.`.
// `{name}` is a placeholder (interpolate below). Pure data and ES5-safe: the phone script uses it.

export var themeMessages = {
  'theme.common.skipToMainContent': 'Skip to content',
  'theme.NavBar.navAriaLabel': 'Main',
  'sfpdocs.navbar.menu': 'Menu',
  'sfpdocs.announcementBar.label': 'Announcement',
  'theme.AnnouncementBar.closeButtonAriaLabel': 'Close',
  'theme.colorToggle.ariaLabel': 'Switch between dark and light mode (currently {mode})',
  'theme.colorToggle.ariaLabel.mode.dark': 'dark mode',
  'theme.colorToggle.ariaLabel.mode.light': 'light mode',
  'theme.navbar.mobileLanguageDropdown.label': 'Languages',
  'theme.docs.sidebar.navAriaLabel': 'Docs sidebar',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Toggle navigation bar',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Close navigation bar',
  'sfpdocs.sidebar.toggleCategory': 'Toggle {label}',
  'sfpdocs.sidebar.more': '{count} more…',
  'theme.docs.breadcrumbs.navAriaLabel': 'Breadcrumbs',
  'theme.docs.breadcrumbs.home': 'Home page',
  'theme.docs.versionBadge.label': 'Version: {versionLabel}',
  'theme.docs.paginator.navAriaLabel': 'Docs pages',
  'theme.docs.paginator.previous': 'Previous',
  'theme.docs.paginator.next': 'Next',
  'theme.TOCCollapsible.toggleButtonLabel': 'On this page',
  'theme.common.editThisPage': 'Edit this page',
  'theme.lastUpdated.lastUpdatedAtBy': 'Last updated{atDate}{byUser}',
  'theme.lastUpdated.atDate': ' on {date}',
  'theme.lastUpdated.byUser': ' by {user}',
  'theme.docs.versions.unreleasedVersionLabel': 'This is unreleased documentation for {siteTitle} {versionLabel}.',
  'theme.docs.versions.unmaintainedVersionLabel': 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
  'theme.docs.versions.latestVersionSuggestionLabel': 'For up-to-date documentation, see the {latestVersionLink}.',
  'theme.docs.versions.latestVersionLinkLabel': 'latest version ({versionLabel})',
  'sfpdocs.versions.notCurrent': 'This is the documentation for {versionLabel}, which is not the current version.',
  'sfpdocs.versions.readInLatest': 'Read this page in {versionLabel}',
  'sfpdocs.versions.goToLatest': 'Go to {versionLabel} (current)',
  'sfpdocs.versions.switcher': 'Version {version}',
  'sfpdocs.page.draft': "Draft: writers' mode shows this page; a build leaves it out.",
  'sfpdocs.page.unlisted': 'Unlisted page: it is in no sidebar, index or search, and only readers with the link find it.',
  'sfpdocs.page.untranslated': 'This page is not translated into {language} yet: it is shown in {original}.',
  'theme.NotFound.title': 'Page not found',
  'sfpdocs.notFound.text': 'We could not find what you were looking for. The page may have moved, or the address may be mistyped.',
  'sfpdocs.notFound.home': 'Go to the home page',
  'sfpdocs.notFound.search': 'Search the documentation',
  'sfpdocs.notFound.version': 'Read the {versionLabel} documentation',
  'sfpdocs.notFound.apis': 'Browse the API index',
  'theme.SearchBar.label': 'Search',
  'sfpdocs.search.seeAll': 'See all results',
  'sfpdocs.search.everyVersion': 'All versions',
  'theme.SearchPage.existingResultsTitle': 'Search results for “{query}”',
  'theme.SearchPage.inputLabel': 'Search',
  'sfpdocs.search.inputLabel': 'Search the docs',
  'sfpdocs.search.results': 'Search results',
  'sfpdocs.search.unavailable': 'Search is unavailable right now.',
  'sfpdocs.search.allVersions': 'Search all versions',
  'sfpdocs.search.onlyVersion': 'Search only {versionLabel}',
  'sfpdocs.search.version': 'Version',
  'sfpdocs.search.noResultsFor': 'No results for “{query}”',
  'theme.CodeBlock.copy': 'Copy',
  'theme.CodeBlock.copied': 'Copied',
  'theme.CodeBlock.copyButtonAriaLabel': 'Copy code to clipboard',
  'sfpdocs.copy.failed': 'Could not copy; select the code and copy it by hand',
  'theme.admonition.note': 'note',
  'theme.admonition.tip': 'tip',
  'theme.admonition.info': 'info',
  'theme.admonition.warning': 'warning',
  'theme.admonition.danger': 'danger',
  'theme.admonition.caution': 'caution',
  'theme.blog.paginator.navAriaLabel': 'Blog pages',
  'theme.blog.paginator.newerEntries': 'Newer posts',
  'theme.blog.paginator.olderEntries': 'Older posts',
  'sfpdocs.blog.pageOf': 'Page {page} of {pages}',
  'sfpdocs.blog.readPost': 'Read “{title}”',
  'sfpdocs.blog.minutes': '{readingTime} min read',
  'sfpdocs.blog.newer': 'Newer: {title}',
  'sfpdocs.blog.older': 'Older: {title}',
  'sfpdocs.blog.posts': '{count} posts',
  'sfpdocs.blog.onePost': '1 post',
  'theme.tags.tagsListLabel': 'Tags',
  'theme.tags.tagsPageTitle': 'Tags',
  'theme.blog.archive.title': 'Archive',
  'theme.blog.authorsList.pageTitle': 'Authors',
  'sfpdocs.blog.nav': 'Blog',
  'sfpdocs.blog.listPage': '{title} (page {page})',
  'sfpdocs.blog.tagTitle': 'Posts tagged “{tagName}”',
  'sfpdocs.page.versions': 'Versions',
  'sfpdocs.page.versionsDescription': 'The documentation versions of {siteTitle}.',
  'sfpdocs.page.search': 'Search',
  'sfpdocs.page.searchDescription': 'Search the {siteTitle} documentation.',
  'sfpdocs.page.notFoundDescription': 'The page you asked for does not exist.',
  'sfpdocs.blog.allPosts': 'All posts',
  'sfpdocs.blog.rss': 'RSS feed',
  'sfpdocs.blog.atom': 'Atom feed',
  'sfpdocs.loading.page': 'Loading page…',
  'sfpdocs.loading.failed': 'This page could not be loaded.',
  'sfpdocs.loading.slow': 'This page is taking too long to load.',
  'theme.ErrorPageContent.tryAgain': 'Retry',
  'sfpdocs.phone.menu': 'Menu',
  'sfpdocs.phone.select': 'Select',
  'sfpdocs.phone.search': 'Search',
  'sfpdocs.phone.close': 'Close',
};

export type ThemeMessageId = keyof typeof themeMessages;

/** Message id → message, for one locale: the theme's ids and the site's own (`<Translate id>`). */
export type Messages = Record<string, string>;

/** A message with its `{name}` placeholders filled in (missing values are left as written). */
export function interpolate(message: string, values?: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, function (whole: string, name: string) {
    return values && Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
  });
}

/** The locale's message for a theme id, else the English one. */
export function themeMessage(messages: Messages | undefined, id: ThemeMessageId, values?: Record<string, string | number>): string {
  var message = messages && Object.prototype.hasOwnProperty.call(messages, id) ? messages[id]! : themeMessages[id];
  return interpolate(message, values);
}
