import type { SidebarItem } from '../contract.ts';
import { Link } from './Link.tsx';

/** Categories longer than this show a window around the current page, so no page carries a huge list. */
export const sidebarWindow = 60;

function contains(item: SidebarItem, route: string): boolean {
  return item.href === route || (item.type === 'category' && item.items.some((child) => contains(child, route)));
}

export function Sidebar(props: { items: SidebarItem[]; route: string; label: string }) {
  return (
    <nav className="sidebar" aria-label={props.label}>
      <Items items={props.items} route={props.route} />
    </nav>
  );
}

function Items({ items, route, moreHref }: { items: SidebarItem[]; route: string; moreHref?: string }) {
  let shown = items;
  let hidden = 0;
  if (items.length > sidebarWindow) {
    const at = Math.max(0, items.findIndex((item) => contains(item, route)));
    const start = Math.max(0, Math.min(at - sidebarWindow / 2, items.length - sidebarWindow));
    shown = items.slice(start, start + sidebarWindow);
    hidden = items.length - shown.length;
  }
  return (
    <ul>
      {shown.map((item) => (
        <li key={item.href + item.label}>{item.type === 'link' ? <Link href={item.href} current={item.href === route}>{item.label}</Link> : <Category item={item} route={route} />}</li>
      ))}
      {hidden && moreHref ? (
        <li>
          <Link href={moreHref} className="sidebar-more">{`All ${items.length} pages…`}</Link>
        </li>
      ) : null}
    </ul>
  );
}

function Category({ item, route }: { item: Extract<SidebarItem, { type: 'category' }>; route: string }) {
  const open = contains(item, route);
  return (
    <details open={open} className="sidebar-category">
      <summary>
        <Link href={item.href} current={item.href === route}>{item.label}</Link>
      </summary>
      {open ? <Items items={item.items} route={route} moreHref={item.href} /> : null}
    </details>
  );
}
