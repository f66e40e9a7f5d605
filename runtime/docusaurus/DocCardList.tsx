// `@theme/DocCardList`: a card for each page and subcategory. Without `items` it lists the
// category whose page is being shown: the page's own index entries when the compiler made them
// (a generated index carries each entry's description), else the items of that category in the
// sidebar, where a subcategory says how many items it holds.
import { useContext, type ReactNode } from 'react';
import { withBase } from '../../shared/base-url.ts';
import type { SidebarItem } from '../../shared/contract.ts';
import { PageContext, type PageContextValue } from '../theme/PageContext.ts';
import { useSite } from '../theme/SiteContext.ts';
import Link from './Link.tsx';

/** A card, in the shape of Docusaurus's sidebar items (`type: 'html'` items are skipped). */
export interface DocCardItem {
  type?: string;
  label: ReactNode;
  href?: string;
  description?: string;
  items?: readonly DocCardItem[];
}

export interface DocCardListProps {
  items?: readonly DocCardItem[];
  className?: string;
}

function findCategory(items: readonly SidebarItem[], route: string): SidebarItem[] | null {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === route) return item.items;
    const inner = findCategory(item.items, route);
    if (inner) return inner;
  }
  return null;
}

/** The current category's cards, their hrefs under the base URL like those Docusaurus gives. */
function currentCategory(current: PageContextValue | null, baseUrl: string): DocCardItem[] {
  if (!current) throw new Error('PageContext is missing; this is a bug in sfpdocs');
  const { page, sidebar } = current;
  const withBaseUrl = <T extends { href: string }>(item: T) => ({ ...item, href: withBase(baseUrl, item.href) });
  if (page.index?.length) return page.index.map((entry) => withBaseUrl({ type: 'link', label: entry.label, href: entry.href, description: entry.description }));
  const items = sidebar && findCategory(sidebar, page.route);
  if (!items) throw new Error(`<DocCardList /> without items lists the category whose page this is, but ${page.route} is not the page of a sidebar category. Give the cards yourself: <DocCardList items={[…]} />.`);
  return items.map(withBaseUrl);
}

const countText = (n: number) => (n === 1 ? '1 item' : `${n} items`);

export default function DocCardList({ items, className }: DocCardListProps) {
  const current = useContext(PageContext);
  const { baseUrl } = useSite();
  const cards = (items ?? currentCategory(current, baseUrl)).filter((item) => item.type !== 'html' && item.href);
  return (
    <ul className={className ? `cards doc-cards ${className}` : 'cards doc-cards'}>
      {cards.map((card) => {
        const description = card.description ?? (card.items ? countText(card.items.length) : undefined);
        return (
          <li key={card.href} className="card">
            <h2>
              <Link to={card.href}>{card.label}</Link>
            </h2>
            {description ? <p>{description}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
