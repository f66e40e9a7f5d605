import { useEffect, useRef, useState } from 'react';
import type { SidebarCategory, SidebarItem } from '../../shared/contract.ts';
import { Link } from './Link.tsx';
import { withBase } from '../../shared/base-url.ts';
import { useSite } from './SiteContext.ts';
import { hooks } from '../../shared/hooks.ts';
import { useMessages } from './useMessages.ts';

interface Toggle {
  open: boolean;
  /** The route the reader was on when they toggled it. */
  route: string;
}

// Categories the reader opened or closed, by href. Module state, so the choice survives client
// navigations (even through pages without a sidebar); only event handlers write it, so the
// server render and the hydrating render both see it empty.
const toggles = new Map<string, Toggle>();

/**
 * A list longer than this renders only a window around the current page: without it every page
 * of a 10 000-page folder would carry all 10 000 links, and output would grow with the square of
 * the folder. The rest is a click away (the client has the whole tree) or, without scripts, on
 * the folder's own page, which lists everything.
 */
const windowSize = 40;
// Lists the reader asked to see whole, by the href of their parent ('' for the root).
const expanded = new Set<string>();

/** A category's identity for its open state: its page, or its label when it has none. */
const categoryKey = (category: SidebarCategory) => category.href || `#${category.label}`;

/** The categories that lead to the current page, found in one walk over the tree. */
function pathTo(items: SidebarItem[], route: string): Set<string> {
  const path: string[] = [];
  const walk = (list: SidebarItem[]): boolean => {
    for (const item of list) {
      if (item.href === route) return true;
      if (item.type === 'category') {
        path.push(categoryKey(item));
        if (walk(item.items)) return true;
        path.pop();
      }
    }
    return false;
  };
  walk(items);
  return new Set(path);
}

/**
 * The version's sidebar. Only open categories render their children, so a page costs the path to
 * it plus its siblings, never the whole tree. The categories on the path to the current page open
 * by themselves; a reader's own toggles win elsewhere and, on the current page, until they move.
 */
export function Sidebar(props: { items: SidebarItem[]; route: string; label: string; toggleLabel: string; /** Root of the version, which lists its top level. */ versionHref: string }) {
  const { baseUrl } = useSite();
  const t = useMessages();
  const [, setVersion] = useState(0);
  const [shown, setShown] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const active = pathTo(props.items, props.route);

  useEffect(() => {
    setShown(false);
    // Scroll the sidebar itself (not the window) so the current page is in view.
    const nav = navRef.current;
    const current = nav?.querySelector('[aria-current="page"]');
    if (!nav || !current || nav.scrollHeight <= nav.clientHeight) return;
    const box = nav.getBoundingClientRect();
    const at = current.getBoundingClientRect();
    if (at.top < box.top || at.bottom > box.bottom) nav.scrollTop += at.top - box.top - box.height / 3;
  }, [props.route]);

  const isOpen = (category: SidebarCategory) => {
    if (category.collapsible === false) return true;
    const toggle = toggles.get(categoryKey(category));
    if (active.has(categoryKey(category))) return toggle && toggle.route === props.route ? toggle.open : true;
    // `collapsed: false` in the category's file: open until the reader closes it.
    return toggle?.open ?? category.collapsed === false;
  };
  const toggle = (category: SidebarCategory) => {
    toggles.set(categoryKey(category), { open: !isOpen(category), route: props.route });
    setVersion((v) => v + 1);
  };

  const showAll = (event: React.MouseEvent, parent: string) => {
    event.preventDefault();
    expanded.add(parent);
    setVersion((v) => v + 1);
  };
  // The slice of `items` to render and how many are left out before and after it.
  const windowOf = (items: SidebarItem[], parent: string): [SidebarItem[], number, number] => {
    if (items.length <= windowSize || expanded.has(parent)) return [items, 0, 0];
    const at = Math.max(0, items.findIndex((item) => item.href === props.route || (item.type === 'category' && active.has(categoryKey(item)))));
    const start = Math.max(0, Math.min(at - windowSize / 2, items.length - windowSize));
    return [items.slice(start, start + windowSize), start, items.length - start - windowSize];
  };
  const more = (count: number, parent: string, parentHref: string) =>
    count > 0 ? (
      <li className="sidebar-more">
        <a href={withBase(baseUrl, parentHref)} onClick={(event) => showAll(event, parent)}>
          {t('sfpdocs.sidebar.more', { count })}
        </a>
      </li>
    ) : null;

  const renderItems = (all: SidebarItem[], parent = '', parentHref = props.versionHref) => {
    const [items, before, after] = windowOf(all, parent);
    return (
    <ul>
      {more(before, parent, parentHref)}
      {items.map((item) => (
        <li key={item.href + item.label} className={[item.type === 'category' ? 'sidebar-category' : '', item.className ?? ''].filter(Boolean).join(' ') || undefined}>
          {item.type === 'link' ? (
            <Link href={item.href} current={item.href === props.route}>{item.label}</Link>
          ) : item.type === 'html' ? (
            <div className="sidebar-html" dangerouslySetInnerHTML={{ __html: item.value }} />
          ) : (
            <>
              <div className="sidebar-category-row">
                {/* A Docusaurus category may have no page of its own: its label then only toggles it. */}
                {item.href ? (
                  <Link href={item.href} current={item.href === props.route}>{item.label}</Link>
                ) : (
                  <button type="button" className="sidebar-category-label" aria-expanded={isOpen(item)} onClick={() => toggle(item)}>
                    {item.label}
                  </button>
                )}
                {item.collapsible === false ? null : <button type="button" className="sidebar-caret" aria-expanded={isOpen(item)} aria-label={t('sfpdocs.sidebar.toggleCategory', { label: item.label })} onClick={() => toggle(item)} />}
              </div>
              {isOpen(item) ? renderItems(item.items, categoryKey(item), item.href || parentHref) : null}
            </>
          )}
        </li>
      ))}
      {more(after, parent, parentHref)}
    </ul>
    );
  };

  return (
    <nav ref={navRef} className="sidebar" aria-label={props.label} data-open={shown} data-sfp={hooks.sidebar}>
      <button type="button" className="sidebar-toggle" aria-expanded={shown} aria-controls="sidebar-body" onClick={() => setShown(!shown)}>
        {props.toggleLabel}
      </button>
      <div id="sidebar-body" className="sidebar-body">
        {renderItems(props.items)}
      </div>
    </nav>
  );
}
