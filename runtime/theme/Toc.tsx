import { useEffect, useState } from 'react';
import type { TocItem } from '../../shared/contract.ts';
import { hooks } from '../../shared/hooks.ts';
import { useMessages } from './useMessages.ts';

/** Headings above this fraction of the viewport height count as read. */
const readLine = 0.3;

/**
 * The page's h2/h3 headings. The current section (the last heading above the top third of the
 * viewport) is highlighted; an IntersectionObserver says when a heading crosses that line, so
 * nothing runs on every scroll event.
 */
export function Toc({ items }: { items: TocItem[] }) {
  const [active, setActive] = useState<string | null>(null);
  const t = useMessages();

  useEffect(() => {
    setActive(null);
    const headings = items.map((item) => document.getElementById(item.id)).filter((h): h is HTMLElement => h !== null);
    if (!headings.length || typeof IntersectionObserver === 'undefined') return;
    const update = () => {
      const line = window.innerHeight * readLine;
      let current: HTMLElement | null = null;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top <= line) current = heading;
        else break;
      }
      setActive(current?.id ?? null);
    };
    const observer = new IntersectionObserver(update, { rootMargin: `0px 0px -${100 - readLine * 100}% 0px` });
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [items]);

  if (items.length < 2) return null;
  return (
    <nav className="toc" aria-label={t('theme.TOCCollapsible.toggleButtonLabel')} data-sfp={hooks.toc}>
      <p className="toc-title">{t('theme.TOCCollapsible.toggleButtonLabel')}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id} className={item.depth === 3 ? 'toc-sub' : item.depth > 3 ? `toc-sub toc-depth-${item.depth - 2}` : undefined}>
            <a href={`#${item.id}`} className={item.id === active ? 'toc-active' : undefined} aria-current={item.id === active ? 'location' : undefined}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
