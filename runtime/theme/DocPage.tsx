import { useContext, useRef, type ReactNode } from 'react';
import { PageContext, usePage } from './PageContext.ts';
import { useThemeComponent } from './ThemeComponents.ts';
import type { DefinitionRef, IndexEntry, PageData, PageLink, SidebarItem, VersionInfo } from '../../shared/contract.ts';
import { DisclosureMenu } from './DisclosureMenu.tsx';
import { Link } from './Link.tsx';
import { humanDate, isoDate } from './links.ts';
import { Sidebar } from './Sidebar.tsx';
import { useSite } from './SiteContext.ts';
import { hooks } from '../../shared/hooks.ts';
import { Toc } from './Toc.tsx';
import { useCopyButtons } from './useCopyButtons.ts';
import { useLocale, useMessages } from './useMessages.ts';

export function DocPage({ page, sidebar }: { page: PageData; sidebar: SidebarItem[] | null }) {
  const site = useSite();
  const t = useMessages();
  const locale = useLocale();
  const version = site.versions.find((v) => v.id === page.version);
  const Footer = useThemeComponent('DocItem/Footer', DocItemFooter);
  // The English labels name the version; a locale's come from its messages.
  const sidebarLabel = locale ? t('theme.docs.sidebar.navAriaLabel') : `${version?.label ?? 'Docs'} sidebar`;
  const toggleLabel = locale ? t('theme.docs.sidebar.toggleSidebarButtonAriaLabel') : version ? `Browse the ${version.id} docs` : 'Browse the docs';
  return (
    <div className="doc-layout">
      {sidebar ? <Sidebar items={sidebar} route={page.route} label={sidebarLabel} toggleLabel={toggleLabel} versionHref={version?.path ?? '/'} /> : null}
      <div className="doc-main">
        {version ? <VersionBanner page={page} version={version} /> : null}
        {page.draft || page.unlisted ? (
          <div className="version-banner" role="note">
            {page.draft ? t('sfpdocs.page.draft') : t('sfpdocs.page.unlisted')}
          </div>
        ) : null}
        <DocTop page={page} version={version} />
        <Article page={page} />
        <Footer />
        <PrevNext page={page} />
      </div>
      <Toc items={page.toc} />
    </div>
  );
}

/**
 * What stands above the title: the breadcrumbs (config `breadcrumbs`, or the version's own), the version badge (a version's
 * `badge`) and the version menu (`versionSwitcher`). One element in DocPage's children, so that the
 * ids React gives the elements after it stay as they were before the badge and Docusaurus's trail.
 */
function DocTop({ page, version }: { page: PageData; version: VersionInfo | undefined }) {
  const site = useSite();
  const t = useMessages();
  // The page's version's own trail (a Docusaurus docs instance's `breadcrumbs`), else the site's.
  const crumbs = version?.breadcrumbs || site.breadcrumbs;
  const switcher = site.versionSwitcher && version && versionsOf(site.versions, version).length > 1 ? <VersionSwitcher page={page} /> : null;
  const topbar =
    crumbs === 'categories' || switcher ? (
      <div className="doc-topbar">
        {crumbs === 'categories' && page.breadcrumbs.length ? (
          <nav aria-label={t('theme.docs.breadcrumbs.navAriaLabel')} className="breadcrumbs">
            <ol>
              {page.breadcrumbs.map((crumb) => (
                <li key={crumb.href}>
                  <Link href={crumb.href}>{crumb.title}</Link>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {switcher}
      </div>
    ) : null;
  const badge = version?.badge ? <span className="theme-doc-version-badge badge badge--secondary">{t('theme.docs.versionBadge.label', { versionLabel: version.shortLabel || version.label })}</span> : null;
  if (crumbs !== 'sidebar' && !badge) return topbar;
  return (
    <>
      {crumbs === 'sidebar' ? <SidebarBreadcrumbs crumbs={page.breadcrumbs} /> : null}
      {topbar}
      {badge}
    </>
  );
}

/**
 * The doc's place in its sidebar, as Docusaurus's DocBreadcrumbs draws it (with Infima's class
 * names, which a site's CSS may style): the home page as an icon, the categories around the doc
 * (a link where the category has a page), the doc itself last, not a link.
 */
function SidebarBreadcrumbs({ crumbs }: { crumbs: PageLink[] }) {
  const t = useMessages();
  if (!crumbs.length) return null;
  return (
    <nav className="theme-doc-breadcrumbs doc-breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel')}>
      <ul className="breadcrumbs">
        <li className="breadcrumbs__item">
          <Link href="/" className="breadcrumbs__link" label={t('theme.docs.breadcrumbs.home')}>
            <svg viewBox="0 0 24 24" className="breadcrumbs__home" aria-hidden="true">
              <path d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" fill="currentColor" />
            </svg>
          </Link>
        </li>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={`${i}:${crumb.href}`} className={last ? 'breadcrumbs__item breadcrumbs__item--active' : 'breadcrumbs__item'}>
              {crumb.href && !last ? (
                <Link href={crumb.href} className="breadcrumbs__link">
                  <span>{crumb.title}</span>
                </Link>
              ) : (
                <span className="breadcrumbs__link" aria-current={last ? 'page' : undefined}>{crumb.title}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The edit link and the last update under a doc: Docusaurus's `DocItem/Footer`, which a site may replace (no props; `useDoc()` gives its data). */
export function DocItemFooter() {
  const { page } = usePage();
  const t = useMessages();
  return (
    <footer className="doc-footer">
      {page.editUrl ? <Link href={page.editUrl}>{t('theme.common.editThisPage')}</Link> : null}
      {page.lastUpdated ? <LastUpdated at={page.lastUpdated} by={page.lastUpdatedBy} /> : null}
    </footer>
  );
}

/** "Last updated on <date> by <author>", the date a <time>, in the locale's words and order. */
function LastUpdated({ at, by }: { at: number; by?: string }) {
  const t = useMessages();
  const locale = useLocale();
  const date = '\u0000';
  const text = t('theme.lastUpdated.lastUpdatedAtBy', { atDate: t('theme.lastUpdated.atDate', { date }), byUser: by ? t('theme.lastUpdated.byUser', { user: by }) : '' });
  const [before, after = ''] = text.split(date);
  return (
    <span>
      {before}
      <time dateTime={isoDate(at)}>{humanDate(at, locale)}</time>
      {after || null}
    </span>
  );
}

/** The versions of one documentation set (a Docusaurus docs instance): the page's version's group. */
function versionsOf(versions: VersionInfo[], version: VersionInfo): VersionInfo[] {
  return versions.filter((v) => v.group === version.group);
}

/** The version its group's readers should read: the site's current one, else the group's first without a banner. */
function latestOf(versions: VersionInfo[], version: VersionInfo): VersionInfo | undefined {
  const group = versionsOf(versions, version);
  return group.find((v) => v.current) ?? group.find((v) => v.banner === 'none') ?? group[0];
}

/** Says the page is of a version not released yet, no longer maintained, or (`auto`) not the current one. */
function VersionBanner({ page, version }: { page: PageData; version: VersionInfo }) {
  const site = useSite();
  const t = useMessages();
  const latest = latestOf(site.versions, version);
  if (!latest || latest === version || version.banner === 'none') return null;
  const twin = page.otherVersions[latest.id];
  if (version.banner === 'auto') {
    return (
      <div className="version-banner" role="note">
        {`${t('sfpdocs.versions.notCurrent', { versionLabel: version.label })} `}
        <Link href={twin ?? latest.path}>{twin ? t('sfpdocs.versions.readInLatest', { versionLabel: latest.label }) : t('sfpdocs.versions.goToLatest', { versionLabel: latest.label })}</Link>
      </div>
    );
  }
  // Docusaurus's banner names each version by its own label in its docs instance (`Next`, `1.0`), not the instance's.
  const link = '\u0000';
  const [before, after = ''] = t('theme.docs.versions.latestVersionSuggestionLabel', { latestVersionLink: link, versionLabel: latest.shortLabel || latest.label }).split(link);
  return (
    <div className="version-banner" role="note">
      {`${t(version.banner === 'unreleased' ? 'theme.docs.versions.unreleasedVersionLabel' : 'theme.docs.versions.unmaintainedVersionLabel', { siteTitle: site.title, versionLabel: version.shortLabel || version.label })} `}
      {before}
      <Link href={twin ?? latest.path}>{t('theme.docs.versions.latestVersionLinkLabel', { versionLabel: latest.shortLabel || latest.label })}</Link>
      {after}
    </div>
  );
}

/** The same page in each version of its group where it exists, else that version's root. */
function VersionSwitcher({ page }: { page: PageData }) {
  const site = useSite();
  const version = site.versions.find((v) => v.id === page.version)!;
  const items = versionsOf(site.versions, version).map((v) => ({
    label: v.label,
    href: v.id === version.id ? page.route : page.otherVersions[v.id] ?? v.path,
    current: v.id === version.id,
  }));
  const t = useMessages();
  return <DisclosureMenu className="version-switcher" label={t('sfpdocs.versions.switcher', { version: version.shortLabel || version.id })} items={items} hook={hooks.versionSwitcher} />;
}

/** The prerendered article with Copy buttons on its code blocks. */
export function Article({ page, children, body, className }: { page: PageData; children?: ReactNode; body?: ReactNode; className?: string }) {
  const ref = useRef<HTMLElement>(null);
  const copied = useCopyButtons(ref, page.html);
  const locale = useLocale();
  const t = useMessages();
  // An untranslated page is the default locale's text: it says so, and says which language it is in.
  const original = page.untranslated && locale ? locale : null;
  const classes = className ? `markdown ${className}` : 'markdown';
  return (
    <article
      className={classes}
      ref={ref}
      lang={original && original.defaultLang !== original.htmlLang ? original.defaultLang : undefined}
      dir={original && original.defaultDirection !== original.direction ? original.defaultDirection : undefined}
    >
      {original ? (
        <p className="untranslated-note" role="note" lang={original.htmlLang} dir={original.defaultDirection !== original.direction ? original.direction : undefined}>
          {t('sfpdocs.page.untranslated', { language: original.label, original: original.defaultLabel })}
        </p>
      ) : null}
      {page.hideTitle ? null : <h1>{page.title}</h1>}
      {page.definedIn?.length ? <DefinedIn refs={page.definedIn} /> : null}
      {children}
      {body === undefined ? <ArticleBody page={page} /> : body}
      {page.index?.length ? <IndexList entries={page.index} /> : null}
      <div className="sr-only" aria-live="polite">{copied}</div>
    </article>
  );
}

/** A page's content: its MDX module's article, else its HTML. */
export function ArticleBody({ page }: { page: PageData }) {
  const content = useContext(PageContext)?.content;
  return content ? (
    <div>
      <content.Content components={content.components} />
    </div>
  ) : (
    <div dangerouslySetInnerHTML={{ __html: page.html }} />
  );
}

export function PrevNext({ page }: { page: PageData }) {
  const t = useMessages();
  const locale = useLocale();
  if (!page.prev && !page.next) return null;
  return (
    <nav className="pagination" aria-label={locale ? t('theme.docs.paginator.navAriaLabel') : 'Previous and next pages'}>
      {page.prev ? (
        <Link href={page.prev.href} rel="prev" className="pagination-prev">
          <span className="pagination-label">{t('theme.docs.paginator.previous')}</span>
          <span>{page.prev.title}</span>
        </Link>
      ) : <span />}
      {page.next ? (
        <Link href={page.next.href} rel="next" className="pagination-next">
          <span className="pagination-label">{t('theme.docs.paginator.next')}</span>
          <span>{page.next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}

/** A folder's generated index page: its pages and subfolders, each with its description. */
function IndexList({ entries }: { entries: IndexEntry[] }) {
  return (
    <ul className="index-list">
      {entries.map((entry) => (
        <li key={entry.href}>
          <Link href={entry.href}>{entry.label}</Link>
          {entry.description ? <p>{entry.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** Where the page's interfaces are defined in the platform's source, so readers can check it. */
function DefinedIn({ refs }: { refs: DefinitionRef[] }) {
  return (
    <p className="defined-in">
      <span className="defined-in-label">Defined in </span>
      {refs.map((ref, i) => (
        <span key={`${ref.source}:${ref.file}:${ref.interface}`}>
          {i ? '; ' : null}
          <code>{ref.interface}</code> in {ref.url ? <Link href={ref.url}><code>{ref.file}</code></Link> : <code>{ref.file}</code>} ({ref.source})
        </span>
      ))}
    </p>
  );
}
