// `/search?q=…&version=…`: every result as a link to the section that answers, with a snippet from
// it and the other sections of the page that matched, the matched words highlighted.
// The server renders the empty form; the query is read from the address after hydration.
import { useEffect, useRef, useState } from 'react';
import { sendSearchEvent } from '../analytics/gtag.ts';
import type { PageData } from '../../shared/contract.ts';
import { withBase } from '../../shared/base-url.ts';
import { useSite } from '../theme/SiteContext.ts';
import { Highlighted } from './Highlighted.tsx';
import { hitHref } from '../../shared/search/hit-href.ts';
import type { SearchHit } from '../../shared/search/query-index.ts';
import { hooks } from '../../shared/hooks.ts';
import { currentVersion } from '../../shared/current-version.ts';
import { useMessages } from '../theme/useMessages.ts';

const pageLimit = 50;
const allVersions = 'all';

export function SearchPage({ page }: { page: PageData }) {
  const site = useSite();
  const t = useMessages();
  const current = currentVersion(site.versions)?.id ?? '';
  const [query, setQuery] = useState('');
  const [version, setVersion] = useState(current);
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  const [error, setError] = useState(false);
  const latest = useRef(0);
  const seen = useRef<string | null>(null);

  const run = (q: string, v: string) => {
    const id = ++latest.current;
    if (!q.trim()) return setHits(null);
    import('./search-client.ts')
      .then((client) => client.searchLocal(q, { version: v }, pageLimit, 'page'))
      .then(
        (found) => {
          if (id !== latest.current) return;
          setHits(found);
          setError(false);
        },
        (reason: unknown) => {
          console.warn('sfpdocs: search failed', reason);
          if (id === latest.current) setError(true);
        },
      );
  };

  // After every render: the router may have brought a new query to this same page.
  useEffect(() => {
    if (location.search === seen.current) return;
    seen.current = location.search;
    const params = new URLSearchParams(location.search);
    const q = params.get('q') ?? '';
    const v = params.get('version') || current;
    setQuery(q);
    setVersion(v);
    run(q, v);
    sendSearchEvent(q, v);
  });

  const update = (q: string, v: string) => {
    setQuery(q);
    setVersion(v);
    run(q, v);
    const url = new URL(location.href);
    url.search = new URLSearchParams({ q, ...(v !== current ? { version: v } : {}) }).toString();
    history.replaceState(history.state, '', url.href);
    seen.current = location.search;
  };

  const label = (id: string) => site.versions.find((v) => v.id === id)?.label ?? id;
  return (
    <div className="plain-page search-page">
      <h1>{query ? t('theme.SearchPage.existingResultsTitle', { query }) : page.title}</h1>
      <form
        role="search"
        action={withBase(site.baseUrl, '/search')}
        method="get"
        className="search-page-form"
        onSubmit={(e) => {
          e.preventDefault();
          sendSearchEvent(query, version);
          update(query, version);
        }}
      >
        <input type="search" name="q" aria-label={t('sfpdocs.search.inputLabel')} value={query} onChange={(e) => update(e.target.value, version)} />
        <select name="version" aria-label={t('sfpdocs.search.version')} value={version} onChange={(e) => update(query, e.target.value)}>
          {site.versions.map((v) => (
            <option key={v.id} value={v.id}>
              {v.label}
            </option>
          ))}
          <option value={allVersions}>{t('sfpdocs.search.everyVersion')}</option>
        </select>
        <button type="submit">{t('theme.SearchPage.inputLabel')}</button>
      </form>
      <div className="search-results" aria-live="polite" data-sfp={hooks.searchResults}>
        {error ? <p>{t('sfpdocs.search.unavailable')}</p> : null}
        {hits && !hits.length ? <p>{`${t('sfpdocs.search.noResultsFor', { query })}.`}</p> : null}
        {hits && hits.length ? (
          <ol className="search-page-results">
            {hits.map((hit) => (
              <li key={`${hit.version}:${hit.route}`}>
                <a href={withBase(site.baseUrl, hitHref(hit.route, hit.anchor))} className="search-page-hit">
                  <Highlighted text={hit.title} marks={hit.titleMarks} />
                  {hit.heading ? (
                    <>
                      {' › '}
                      <Highlighted text={hit.heading} marks={hit.headingMarks} />
                    </>
                  ) : null}
                </a>
                {version === allVersions ? <span className="search-hit-version">{label(hit.version)}</span> : null}
                <p className="search-hit-snippet">
                  <Highlighted text={hit.snippet} marks={hit.snippetMarks} />
                </p>
                {hit.sections.length ? (
                  <ul className="search-page-sections">
                    {hit.sections.map((section) => (
                      <li key={section.anchor}>
                        <a href={withBase(site.baseUrl, hitHref(hit.route, section.anchor))}>
                          <Highlighted text={section.heading} marks={section.headingMarks} />
                        </a>
                        <span className="search-hit-snippet">
                          <Highlighted text={section.snippet} marks={section.snippetMarks} />
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </div>
  );
}
