// `@docusaurus/theme-common/internal`, the little of Docusaurus's internal theme API that sites'
// components import: the scroll position blocker (tabs that change the page's height keep the
// clicked element where it was).
import { useCallback } from 'react';

export function useScrollPositionBlocker(): { blockElementScrollPositionUntilNextRender: (element: HTMLElement) => void } {
  const blockElementScrollPositionUntilNextRender = useCallback((element: HTMLElement) => {
    const top = element.getBoundingClientRect().top;
    // After the next render, scroll so the element is where it was.
    requestAnimationFrame(() => window.scrollBy({ top: element.getBoundingClientRect().top - top, behavior: 'instant' }));
  }, []);
  return { blockElementScrollPositionUntilNextRender };
}
