// Hosted search through the service's official client, @docsearch/react (loaded only when
// `search.hosted` is set and the reader first focuses the search box). Results are filtered to the
// version being read (the `version` facet of search-records.json) unless the reader asks for
// every version. When a request to the service fails, the modal closes and the local index
// answers the same query instead.
import { DocSearchModal, type DocSearchHit, type DocSearchTransformClient } from '@docsearch/react';
import { createRoot, type Root } from 'react-dom/client';
import type { ClientConfig } from '../../shared/contract.ts';
import { versionBeingRead } from './search-client.ts';
import { themeMessage } from '../../shared/theme-messages.ts';

export interface HostedSearchOptions {
  config: ClientConfig;
  initialQuery: string;
  /** Every version, or only the one being read. */
  allVersions: boolean;
  /** Called when the reader switches between every version and the one being read. */
  onScope: (allVersions: boolean) => void;
  /** Called once with the last query the reader typed when the hosted service failed. */
  onFailure: (query: string) => void;
}

let root: Root | null = null;

// The modal alone leaves Escape to its DocSearch wrapper, which this page does not use.
const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && close();

function close(): void {
  window.removeEventListener('keydown', onKeyDown);
  root?.unmount();
  root = null;
  document.getElementById('sfp-docsearch')?.remove();
}

/** The query text of a lite-client search call (`{ requests: [{ query }] }` or a request array). */
function queryOf(args: unknown[]): string | null {
  const first = args[0] as { requests?: Array<{ query?: string }> } | Array<{ query?: string; params?: { query?: string } }> | undefined;
  const requests = Array.isArray(first) ? first : first?.requests;
  const request = requests?.[0] as { query?: string; params?: { query?: string } } | undefined;
  return request?.query ?? request?.params?.query ?? null;
}

/** Same-site hit URLs become paths, so links work under any host (previews, local serving). */
function localUrl(url: string, config: ClientConfig): string {
  try {
    const parsed = new URL(url, location.href);
    const site = new URL(config.url);
    return parsed.host === site.host ? parsed.pathname + parsed.search + parsed.hash : url;
  } catch {
    return url;
  }
}

export function openHostedSearch(options: HostedSearchOptions): void {
  const { config, initialQuery, allVersions, onScope, onFailure } = options;
  const hosted = config.search.hosted;
  if (!hosted || root) return;
  const version = versionBeingRead();
  const label = config.versions.find((v) => v.id === version)?.label ?? version;
  const container = document.createElement('div');
  container.id = 'sfp-docsearch';
  document.body.appendChild(container);
  let lastQuery = initialQuery;
  let failed = false;
  const transformSearchClient = (client: DocSearchTransformClient): DocSearchTransformClient => ({
    ...client,
    search: ((...args: Parameters<DocSearchTransformClient['search']>) => {
      lastQuery = queryOf(args) ?? lastQuery;
      return client.search(...args).catch((error: unknown) => {
        if (!failed) {
          failed = true;
          console.warn('sfpdocs: hosted search failed; using the local index instead.', error);
          // After the failing render settles: unmounting inside the client's promise chain would
          // tear the modal down while it still handles the rejection.
          setTimeout(() => {
            close();
            onFailure(lastQuery);
          });
        }
        throw error;
      });
    }) as DocSearchTransformClient['search'],
  });
  window.addEventListener('keydown', onKeyDown);
  root = createRoot(container);
  root.render(
    <DocSearchModal
      appId={hosted.appId}
      apiKey={hosted.apiKey}
      indexName={hosted.indexName}
      initialQuery={initialQuery}
      initialScrollY={window.scrollY}
      onClose={close}
      searchParameters={allVersions || !version ? undefined : { facetFilters: [`version:${version}`] }}
      resultsFooterComponent={() => (
        <button
          type="button"
          className="DocSearch-Scope"
          onClick={() => {
            // The modal's search parameters are fixed when it opens: reopen it with the other scope.
            close();
            onScope(!allVersions);
            openHostedSearch({ ...options, initialQuery: lastQuery, allVersions: !allVersions });
          }}
        >
          {allVersions ? themeMessage(config.i18n?.messages, 'sfpdocs.search.onlyVersion', { versionLabel: label }) : themeMessage(config.i18n?.messages, 'sfpdocs.search.allVersions')}
        </button>
      )}
      transformSearchClient={transformSearchClient}
      transformItems={(items: DocSearchHit[]) => items.map((item) => ({ ...item, url: localUrl(item.url, config) }))}
    />,
  );
}
