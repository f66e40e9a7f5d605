import type { PageData } from '../../shared/contract.ts';
import { Article } from './DocPage.tsx';
import { Link } from './Link.tsx';
import { withBase } from '../../shared/base-url.ts';
import { useSite } from './SiteContext.ts';
import { usePage } from './PageContext.ts';
import { useThemeComponent } from './ThemeComponents.ts';
import { useMessages } from './useMessages.ts';

export { ApisPage } from './ApisPage.tsx';

/**
 * Home. A site's own landing page (page.hero absent) is shown as any page of the site is. The home
 * sfpdocs draws: the title and tagline, the buttons (`home.actions`, else the first doc), version
 * cards when `home.versionCards` is on, then the landing page's copy when there is one (the SFP
 * site's content/pages/index.md, under `home.hero`).
 */
export function HomePage({ page }: { page: PageData }) {
  const site = useSite();
  const { hero } = page;
  if (!hero) return <PlainPage page={page} />;
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{site.title}</h1>
        <p className="hero-tagline">{site.tagline}</p>
        <p className="hero-actions">
          {hero.actions.map((action, i) => (
            <Link key={action.href} href={action.href} className={i === 0 ? 'button button-primary' : 'button'}>{action.label}</Link>
          ))}
        </p>
      </section>
      {hero.versionCards && site.versions.length ? (
        <section className="home-versions" aria-labelledby="home-versions-title">
          <h2 id="home-versions-title">Choose your version</h2>
          <ul className="cards">
            {site.versions.map((v) => (
              <li key={v.id} className="card">
                <h3>
                  <Link href={v.path}>{v.label}</Link>
                </h3>
                {v.current ? <span className="badge">current</span> : null}
                {v.description ? <p>{v.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.html ? <div className="markdown home-body" dangerouslySetInnerHTML={{ __html: page.html }} /> : null}
    </div>
  );
}

export function VersionsPage({ page }: { page: PageData }) {
  const site = useSite();
  return (
    <div className="plain-page">
      <h1>{page.title}</h1>
      <p>{`${site.title} has ${site.versions.length === 1 ? 'one documentation version' : `${site.versions.length} documentation versions`}. Pages that exist in several versions link to each other through the version menu at the top of every page.`}</p>
      <ul className="cards">
        {site.versions.map((v) => (
          <li key={v.id} className="card">
            <h2>
              <Link href={v.path}>{v.label}</Link>
            </h2>
            {v.current ? <span className="badge">current</span> : null}
            {v.description ? <p>{v.description}</p> : null}
            <p className="card-meta">{`Starts at ${v.path}`}</p>
          </li>
        ))}
      </ul>
      {site.apiIndex ? (
        <p>
          <Link href="/apis/">Compare the APIs of every version</Link>
        </p>
      ) : null}
    </div>
  );
}

/** The 404 page: Docusaurus's `NotFound` (no props), which a site may replace; its content is `NotFound/Content`. */
export function NotFoundPage() {
  const Content = useThemeComponent('NotFound/Content', NotFoundContent);
  return <Content />;
}

/** What the 404 page says and offers: Docusaurus's `NotFound/Content` (`className`), which a site may replace. */
export function NotFoundContent({ className }: { className?: string }) {
  const site = useSite();
  const { page } = usePage();
  const t = useMessages();
  return (
    <div className={className ? `plain-page ${className}` : 'plain-page'}>
      <h1>{page.title}</h1>
      <p>{t('sfpdocs.notFound.text')}</p>
      <ul>
        <li>
          <Link href="/">{t('sfpdocs.notFound.home')}</Link>
        </li>
        <li>
          <Link href="/search">{t('sfpdocs.notFound.search')}</Link>
        </li>
        {site.versions.filter((v) => v.current).map((v) => (
          <li key={v.id}>
            <Link href={v.path}>{t('sfpdocs.notFound.version', { versionLabel: v.label })}</Link>
          </li>
        ))}
        {site.apiIndex ? (
          <li>
            <Link href="/apis/">{t('sfpdocs.notFound.apis')}</Link>
          </li>
        ) : null}
      </ul>
      <form role="search" action={withBase(site.baseUrl, '/search')} method="get" className="inline-search">
        <label htmlFor="not-found-search">{t('sfpdocs.search.inputLabel')}</label>
        <input id="not-found-search" type="search" name="q" />
        <button type="submit" className="button">{t('theme.SearchPage.inputLabel')}</button>
      </form>
    </div>
  );
}

export function PlainPage({ page }: { page: PageData }) {
  return (
    <div className="plain-page">
      <Article page={page} />
    </div>
  );
}
