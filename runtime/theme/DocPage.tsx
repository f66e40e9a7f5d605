import { useContext, useRef, type ReactNode } from 'react';
import { PageContext, usePage } from './PageContext.ts';
import { useThemeComponent } from './ThemeComponents.ts';
import type { DefinitionRef, IndexEntry, PageData, SidebarItem, VersionInfo } from '../../shared/contract.ts';
import { DisclosureMenu } from './DisclosureMenu.tsx';
import { Link } from './Link.tsx';
import { humanDate, isoDate } from './links.ts';
import { Sidebar } from './Sidebar.tsx';
import { useSite } from './SiteContext.ts';
import { hooks } from '../../shared/hooks.ts';
import { Toc } from './Toc.tsx';
import { useCopyButtons } from './useCopyButtons.ts';

export function DocPage({ page, sidebar }: { page: PageData; sidebar: SidebarItem[] | null }) {
  const site = useSite();
  const version = site.versions.find((v) => v.id === page.version);
  const Footer = useThemeComponent('DocItem/Footer', DocItemFooter);
  return (
    <div className="doc-layout">
      {sidebar ? <Sidebar items={sidebar} route={page.route} label={`${version?.label ?? 'Docs'} sidebar`} toggleLabel={version ? `Browse the ${version.id} docs` : 'Browse the docs'} versionHref={version?.path ?? '/'} /> : null}
      <div className="doc-main">
        {version ? <VersionBanner page={page} version={version} /> : null}
        {page.draft || page.unlisted ? (
          <div className="version-banner" role="note">
            {page.draft ? 'Draft: writers\' mode shows this page; a build leaves it out.' : 'Unlisted page: it is in no sidebar, index or search, and only readers with the link find it.'}
          </div>
        ) : null}
        <div className="doc-topbar">
          {page.breadcrumbs.length ? (
            <nav aria-label="Breadcrumbs" className="breadcrumbs">
              <ol>
                {page.breadcrumbs.map((crumb) => (
                  <li key={crumb.href}>
                    <Link href={crumb.href}>{crumb.title}</Link>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          {version && versionsOf(site.versions, version).length > 1 ? <VersionSwitcher page={page} /> : null}
        </div>
        <Article page={page} />
        <Footer />
        <PrevNext page={page} />
      </div>
      <Toc items={page.toc} />
    </div>
  );
}

/** The edit link and the last update under a doc: Docusaurus's `DocItem/Footer`, which a site may replace (no props; `useDoc()` gives its data). */
export function DocItemFooter() {
  const { page } = usePage();
  return (
    <footer className="doc-footer">
      {page.editUrl ? <Link href={page.editUrl}>Edit this page</Link> : null}
      {page.lastUpdated ? (
        <span>
          Last updated on <time dateTime={isoDate(page.lastUpdated)}>{humanDate(page.lastUpdated)}</time>
          {page.lastUpdatedBy ? ` by ${page.lastUpdatedBy}` : null}
        </span>
      ) : null}
    </footer>
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
  const latest = latestOf(site.versions, version);
  if (!latest || latest === version || version.banner === 'none') return null;
  const twin = page.otherVersions[latest.id];
  if (version.banner === 'auto') {
    return (
      <div className="version-banner" role="note">
        {`This is the documentation for ${version.label}, which is not the current version. `}
        <Link href={twin ?? latest.path}>{twin ? `Read this page in ${latest.label}` : `Go to ${latest.label} (current)`}</Link>
      </div>
    );
  }
  return (
    <div className="version-banner" role="note">
      {version.banner === 'unreleased' ? `This is unreleased documentation for ${site.title} ${version.label}. ` : `This is documentation for ${site.title} ${version.label}, which is no longer actively maintained. `}
      {'For up-to-date documentation, see the '}
      <Link href={twin ?? latest.path}>{`latest version (${latest.label})`}</Link>.
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
  return <DisclosureMenu className="version-switcher" label={`Version ${version.shortLabel || version.id}`} items={items} hook={hooks.versionSwitcher} />;
}

/** The prerendered article with Copy buttons on its code blocks. */
export function Article({ page, children, body, className }: { page: PageData; children?: ReactNode; body?: ReactNode; className?: string }) {
  const ref = useRef<HTMLElement>(null);
  const copied = useCopyButtons(ref, page.html);
  return (
    <article className={className ? `markdown ${className}` : 'markdown'} ref={ref}>
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
  if (!page.prev && !page.next) return null;
  return (
    <nav className="pagination" aria-label="Previous and next pages">
      {page.prev ? (
        <Link href={page.prev.href} rel="prev" className="pagination-prev">
          <span className="pagination-label">Previous</span>
          <span>{page.prev.title}</span>
        </Link>
      ) : <span />}
      {page.next ? (
        <Link href={page.next.href} rel="next" className="pagination-next">
          <span className="pagination-label">Next</span>
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
