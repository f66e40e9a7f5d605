import { useState, type ReactNode } from 'react';
import type { ApiEntry, PageData, VersionInfo } from '../../shared/contract.ts';
import { Link } from './Link.tsx';
import { useSite } from './SiteContext.ts';

/** An API name that may wrap after each dot rather than mid-word: `navigator.b2g.alarmManager`. */
function breakable(name: string): ReactNode[] {
  return name.split('.').flatMap((part, i) => (i ? [<wbr key={i} />, `.${part}`] : [part]));
}

function matches(api: ApiEntry, query: string): boolean {
  if (!query) return true;
  const haystack = [api.name, api.group, ...Object.values(api.names ?? {})].join('\n').toLowerCase();
  return query.split(/\s+/).every((word) => haystack.includes(word));
}

/**
 * /apis/: every API page of every version, grouped, with a column per version. A cell names the
 * API as that version calls it when it was renamed, so a 2.5 developer sees what 3.0 calls it.
 * The filter narrows the rows as you type; with JavaScript off every row is there.
 */
export function ApisPage({ page }: { page: PageData }) {
  const site = useSite();
  const [query, setQuery] = useState('');
  const apis = page.apis ?? [];
  const versions = site.versions.filter((v) => apis.some((a) => a.routes[v.id]));
  const q = query.trim().toLowerCase();
  const shown = apis.filter((api) => matches(api, q));
  const groups = [...new Set(shown.map((a) => a.group))];
  return (
    <div className="plain-page apis-page">
      <h1>{page.title}</h1>
      <p>{page.description}</p>
      <div className="apis-filter">
        <label htmlFor="api-filter">Filter APIs</label>
        <input id="api-filter" type="text" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="e.g. alarm, bluetooth, mozAlarms" autoComplete="off" spellCheck={false} />
        <p className="apis-count" aria-live="polite">{`${shown.length} of ${apis.length} APIs`}</p>
      </div>
      {groups.map((group) => (
        <section key={group} className="apis-group">
          <h2>{group}</h2>
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">API</th>
                  {versions.map((v) => (
                    <th scope="col" key={v.id}>{v.id}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.filter((a) => a.group === group).map((api) => (
                  <tr key={api.name + Object.values(api.routes).join()}>
                    <th scope="row">{breakable(api.name)}</th>
                    {versions.map((v) => (
                      <td key={v.id}>
                        <VersionCell api={api} version={v} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      {shown.length ? null : <p>{`No API matches “${query.trim()}”.`}</p>}
    </div>
  );
}

function VersionCell({ api, version }: { api: ApiEntry; version: VersionInfo }) {
  const route = api.routes[version.id];
  if (!route) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{`not in ${version.id}`}</span>
      </>
    );
  }
  const renamed = api.names?.[version.id];
  return renamed ? (
    <Link href={route} className="api-renamed">
      <code>{breakable(renamed)}</code>
      <span className="badge">{`renamed in ${version.id}`}</span>
    </Link>
  ) : (
    <Link href={route}>{version.id}</Link>
  );
}
