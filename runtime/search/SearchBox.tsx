// The navbar search box: results as you type (local search in a worker, or the hosted service
// when configured), ArrowUp/ArrowDown/Enter/Escape, and `/` or Ctrl+K to focus it. The search
// client (under 1 KB gzip) comes with it, so the first focus starts the index download (and the
// worker, unless the page started it while idle) at once, without first fetching a chunk.
import { useEffect, useRef, useState } from 'react';
import { sendSearchEvent } from '../analytics/gtag.ts';
import { withBase } from '../../shared/base-url.ts';
import { useSite } from '../theme/SiteContext.ts';
import { Highlighted } from './Highlighted.tsx';
import type { SearchHit } from '../../shared/search/query-index.ts';
import { hitHref } from '../../shared/search/hit-href.ts';
import * as client from './search-client.ts';
import './search.css';
import { useMessages } from '../theme/useMessages.ts';
import { phoneQuery } from '../../shared/hooks.ts';

const loadClient = () => Promise.resolve(client);
const listId = 'navbar-search-results';
const optionId = (i: number) => `navbar-search-option-${i}`;
const dropdownLimit = 8;
/** Sections listed under a page in the dropdown, besides the one the page opens at. */
const dropdownSections = 2;

interface DropdownOption {
  key: string;
  href: string;
  title: React.ReactNode;
  snippet: React.ReactNode;
  /** The version's label, on page options when every version is searched. */
  version: string | null;
  section: boolean;
}

/** Each page, then the other sections of it that matched: one list of options for the keyboard. */
function dropdownOptions(hits: SearchHit[], versionLabel: ((id: string) => string) | null): DropdownOption[] {
  const options: DropdownOption[] = [];
  for (const hit of hits) {
    options.push({
      key: `${hit.version}:${hit.route}`,
      href: hitHref(hit.route, hit.anchor),
      title: (
        <>
          <Highlighted text={hit.title} marks={hit.titleMarks} />
          {hit.heading ? (
            <>
              {' › '}
              <Highlighted text={hit.heading} marks={hit.headingMarks} />
            </>
          ) : null}
        </>
      ),
      snippet: <Highlighted text={hit.snippet} marks={hit.snippetMarks} />,
      version: versionLabel ? versionLabel(hit.version) : null,
      section: false,
    });
    for (const section of hit.sections.slice(0, dropdownSections)) {
      options.push({
        key: `${hit.version}:${hit.route}#${section.anchor}`,
        href: hitHref(hit.route, section.anchor),
        title: <Highlighted text={section.heading} marks={section.headingMarks} />,
        snippet: <Highlighted text={section.snippet} marks={section.snippetMarks} />,
        version: null,
        section: true,
      });
    }
  }
  return options;
}

/** Set once the hosted service failed on this page: local search answers from then on. */
let hostedFailed = false;

/** A shortcut only counts when the reader is not typing somewhere else. */
function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

export function SearchBox() {
  const site = useSite();
  const t = useMessages();
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  const [active, setActive] = useState(-1);
  const [everyVersion, setEveryVersion] = useState(false);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const hosted = site.search.hosted;
  const searchUrl = (q: string) => withBase(site.baseUrl, `/search?q=${encodeURIComponent(q)}${everyVersion ? '&version=all' : ''}`);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
      const ctrlK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
      if ((!slash && !ctrlK) || isTypingTarget(event.target)) return;
      event.preventDefault();
      const box = input.current;
      if (!box) return;
      if (box.offsetParent) return box.focus();
      // On narrow screens the box sits in the folded navbar menu: unfold it first.
      document.querySelector<HTMLButtonElement>('.navbar-toggle[aria-expanded="false"]')?.click();
      requestAnimationFrame(() => box.focus());
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    // The worker starts once the page is idle, so a first keystroke waits only for the index (which
    // still loads on focus: most readers never search). Not on a phone-sized screen, where an idle
    // thread costs scarce memory, nor when the reader asked to save data.
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (!site.search.local || hosted || saveData || matchMedia(phoneQuery).matches) return;
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = whenIdle(() => client.warmLocal(), { timeout: 2000 });
    return () => cancel(handle);
  }, []);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const run = (q: string, all: boolean) => {
    const id = ++latest.current;
    if (!q.trim()) return setHits(null);
    loadClient()
      .then((client) => client.searchLocal(q, { version: all ? client.allVersions : null, prefer: client.versionBeingRead() }, dropdownLimit, 'navbar'))
      .then(
        (found) => {
          if (id !== latest.current) return;
          setHits(found);
          setActive(-1);
          setFailed(false);
        },
        (error: unknown) => {
          console.warn('sfpdocs: search failed', error);
          if (id === latest.current) setFailed(true);
        },
      );
  };

  const openHosted = () => {
    if (!hosted || hostedFailed) return false;
    void import('./HostedSearch.tsx').then(({ openHostedSearch }) =>
      openHostedSearch({
        config: site,
        initialQuery: input.current?.value ?? '',
        allVersions: everyVersion,
        onScope: setEveryVersion,
        onFailure: (lastQuery) => {
          hostedFailed = true;
          setQuery(lastQuery);
          setOpen(true);
          input.current?.focus();
          run(lastQuery, everyVersion);
        },
      }),
    );
    return true;
  };

  const onFocus = () => {
    if (openHosted()) return;
    setOpen(true);
    if (site.search.local) void loadClient().then((client) => client.preloadLocal({ version: everyVersion ? client.allVersions : null }));
  };

  const options = dropdownOptions(hits ?? [], everyVersion ? (id) => site.versions.find((v) => v.id === id)?.label ?? id : null);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      setOpen(true);
      setActive((i) => (event.key === 'ArrowDown' ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Escape') {
      // Handled here: the folded navbar menu around the box must not close as well.
      event.preventDefault();
      if (open && hits) setOpen(false);
      else {
        setQuery('');
        setHits(null);
        input.current?.blur();
      }
    } else if (event.key === 'Enter' && query.trim()) {
      // The links go through the router's click handling, like any link on the page.
      const link = document.querySelector<HTMLAnchorElement>(`#${active >= 0 ? optionId(active) : `${listId}-all`}`);
      if (!link) return;
      event.preventDefault();
      sendSearchEvent(query);
      link.click();
      setOpen(false);
    }
  };

  const shown = open && query.trim() && (hits || failed);
  return (
    <form className="navbar-search" role="search" action={withBase(site.baseUrl, '/search')} method="get" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}>
      <input
        ref={input}
        type="search"
        name="q"
        placeholder={t('theme.SearchBar.label')}
        aria-label={t('sfpdocs.search.inputLabel')}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={!!shown}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="/ Control+K"
        value={query}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          if (!openHosted()) run(e.target.value, everyVersion);
        }}
      />
      {shown ? (
        <div className="search-dropdown" onClick={(e) => (e.target as Element).closest('a') && setOpen(false)}>
          <label className="search-scope">
            <input
              type="checkbox"
              checked={everyVersion}
              onChange={(e) => {
                setEveryVersion(e.target.checked);
                run(query, e.target.checked);
              }}
            />{' '}
            {t('sfpdocs.search.everyVersion')}
          </label>
          {failed ? <p className="search-empty">{t('sfpdocs.search.unavailable')}</p> : null}
          {hits && !hits.length ? <p className="search-empty">{t('sfpdocs.search.noResultsFor', { query })}</p> : null}
          <ul role="listbox" id={listId} aria-label={t('sfpdocs.search.results')}>
            {options.map((option, i) => (
              <li key={option.key} role="none" className={`${option.section ? 'search-hit search-hit-section' : 'search-hit'}${i === active ? ' is-active' : ''}`}>
                {/* The link is the option itself: an option may not hold a link (nested-interactive). */}
                <a id={optionId(i)} role="option" aria-selected={i === active} href={withBase(site.baseUrl, option.href)} tabIndex={-1}>
                  <span className="search-hit-title">{option.title}</span>
                  {option.version ? <span className="search-hit-version">{option.version}</span> : null}
                  <span className="search-hit-snippet">{option.snippet}</span>
                </a>
              </li>
            ))}
          </ul>
          <a id={`${listId}-all`} className="search-all" href={searchUrl(query)}>
            {t('sfpdocs.search.seeAll')}
          </a>
        </div>
      ) : null}
    </form>
  );
}
