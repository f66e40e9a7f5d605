import type { PageData, SidebarItem } from '../contract.ts';
import { Link } from './Link.tsx';
import { isoDate } from './links.ts';
import { Sidebar } from './Sidebar.tsx';
import { useSite } from './SiteContext.ts';
import { Toc } from './Toc.tsx';

export function DocPage({ page, sidebar }: { page: PageData; sidebar: SidebarItem[] | null }) {
  const site = useSite();
  const version = site.versions.find((v) => v.id === page.version);
  const current = site.versions.find((v) => v.current);
  return (
    <div className="doc-layout">
      {sidebar ? <Sidebar items={sidebar} route={page.route} label={`${version?.label ?? 'Docs'} sidebar`} /> : null}
      <div className="doc-main">
        {version && current && version !== current ? (
          <div className="version-banner" role="note">
            {`You are reading the ${version.label} documentation. `}
            <Link href={page.otherVersions[current.id] ?? current.path}>{`Go to ${current.label}`}</Link>
          </div>
        ) : null}
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
        <article className="markdown">
          <h1>{page.title}</h1>
          <div dangerouslySetInnerHTML={{ __html: page.html }} />
        </article>
        <footer className="doc-footer">
          {page.editUrl ? <Link href={page.editUrl}>Edit this page</Link> : null}
          {page.lastUpdated ? <span>{`Last updated on ${isoDate(page.lastUpdated)}`}</span> : null}
        </footer>
        <PrevNext page={page} />
      </div>
      <Toc items={page.toc} />
    </div>
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
