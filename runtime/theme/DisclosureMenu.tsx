import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from './Link.tsx';

export interface MenuItem {
  label: string;
  href: string;
  current?: boolean;
  /** A page in another language: the link is written as it is (no base URL) and names its language. */
  hrefLang?: string;
}

/**
 * A button that shows a list of links (the disclosure navigation pattern of the WAI-ARIA
 * practices): Enter or Space toggles it, the arrow keys move through the links, Escape closes it
 * and gives focus back to the button, and it closes when focus or a click goes elsewhere.
 * Without JavaScript the list opens on hover and focus through CSS (`html:not(.js)`).
 */
export function DisclosureMenu(props: { label: ReactNode; buttonLabel?: string; /** More classes of its button (`navbar__link--active`). */ buttonClassName?: string; items: MenuItem[]; className?: string; hook?: string; /** Before a link of the menu is followed (by click or key). */ onFollow?: (anchor: HTMLAnchorElement) => void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const links = () => [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? [])];
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End') return;
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0 && event.target !== buttonRef.current) return;
    event.preventDefault();
    if (!open) setOpen(true);
    // The list renders on the next frame when it was closed.
    requestAnimationFrame(() => {
      if (event.key === 'Home') focusLink(0);
      else if (event.key === 'End') focusLink(-1);
      else if (at < 0) focusLink(event.key === 'ArrowDown' ? 0 : -1);
      else focusLink(at + (event.key === 'ArrowDown' ? 1 : -1));
    });
  };

  return (
    <div
      ref={rootRef}
      className={`menu${props.className ? ` ${props.className}` : ''}`}
      data-open={open}
      data-sfp={props.hook}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus moving out (Tab) closes it. A null target is a click somewhere, which
        // Safari does not move focus for; the pointerdown listener handles those.
        const to = event.relatedTarget as Node | null;
        if (to && !rootRef.current?.contains(to)) setOpen(false);
      }}
    >
      <button ref={buttonRef} type="button" className={props.buttonClassName ? `menu-button ${props.buttonClassName}` : 'menu-button'} aria-expanded={open} aria-controls={id} aria-label={props.buttonLabel} onClick={() => setOpen(!open)}>
        {props.label}
      </button>
      <ul
        id={id}
        className="menu-list"
        hidden={!open}
        onClick={(event) => {
          const anchor = (event.target as Element).closest('a');
          if (!anchor) return;
          props.onFollow?.(anchor);
          setOpen(false);
        }}
      >
        {props.items.map((item) => (
          <li key={item.href + item.label}>
            {item.hrefLang ? (
              <a href={item.href} hrefLang={item.hrefLang} lang={item.hrefLang} aria-current={item.current ? 'page' : undefined}>
                {item.label}
              </a>
            ) : (
              <Link href={item.href} current={item.current}>{item.label}</Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
