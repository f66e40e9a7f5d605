import type { PageData } from '../contract.ts';
import { Link } from './Link.tsx';
import { withBase } from './links.ts';
import { useSite } from './SiteContext.ts';

export function HomePage({ page }: { page: PageData }) {
  const site = useSite();
  return (
    <div className="home">
      <section className="hero">
        <h1>{site.title}</h1>
        <p className="hero-tagline">{site.tagline}</p>
        <ul className="hero-versions">
          {site.versions.map((v) => (
            <li key={v.id}>
              <Link href={v.path} className={v.current ? 'button button-primary' : 'button'}>{v.label}</Link>
            </li>
          ))}
        </ul>
      </section>
      {page.html ? <div className="markdown home-body" dangerouslySetInnerHTML={{ __html: page.html }} /> : null}
    </div>
  );
}

export function VersionsPage({ page }: { page: PageData }) {
  const site = useSite();
  return (
    <div className="plain-page markdown">
      <h1>{page.title}</h1>
      <ul className="index-list">
        {site.versions.map((v) => (
          <li key={v.id}>
            <Link href={v.path}>{v.label}</Link>
            {v.current ? ' (current)' : ''}
            {v.description ? <p>{v.description}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ApisPage({ page }: { page: PageData }) {
  const site = useSite();
  const apis = page.apis ?? [];
  const groups = [...new Set(apis.map((a) => a.group))];
  return (
    <div className="plain-page markdown">
      <h1>{page.title}</h1>
      <p>{page.description}</p>
      {groups.map((group) => (
        <section key={group}>
          <h2>{group}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">API</th>
                {site.versions.map((v) => (
                  <th scope="col" key={v.id}>{v.id}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {apis.filter((a) => a.group === group).map((api) => (
                <tr key={api.name}>
                  <td>{api.name}</td>
                  {site.versions.map((v) => (
                    <td key={v.id}>{api.routes[v.id] ? <Link href={api.routes[v.id]!}>{v.id}</Link> : '—'}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

export function SearchPage({ page }: { page: PageData }) {
  const site = useSite();
  return (
    <div className="plain-page">
      <h1>{page.title}</h1>
      <form role="search" action={withBase(site.baseUrl, '/search')} method="get" className="search-page-form">
        <input type="search" name="q" aria-label="Search the docs" />
        <button type="submit">Search</button>
      </form>
      <div className="search-results" aria-live="polite" />
    </div>
  );
}

export function NotFoundPage({ page }: { page: PageData }) {
  const site = useSite();
  return (
    <div className="plain-page">
      <h1>{page.title}</h1>
      <p>We could not find what you were looking for. The page may have moved, or the address may be mistyped.</p>
      <ul>
        <li>
          <Link href="/">Go to the home page</Link>
        </li>
        {site.versions.filter((v) => v.current).map((v) => (
          <li key={v.id}>
            <Link href={v.path}>{`Read the ${v.label} documentation`}</Link>
          </li>
        ))}
      </ul>
      <form role="search" action={withBase(site.baseUrl, '/search')} method="get">
        <input type="search" name="q" aria-label="Search the docs" />
        <button type="submit">Search</button>
      </form>
    </div>
  );
}

export function PlainPage({ page }: { page: PageData }) {
  return (
    <article className="plain-page markdown">
      <h1>{page.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
