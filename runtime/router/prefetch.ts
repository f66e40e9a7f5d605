// Fetches a page's assets before its link is followed: when the link comes into view or is
// hovered or focused (spec §2.6, §7). <link rel="prefetch"> where supported, else a GET with
// credentials; nothing on a 2g connection with data saving on.
interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

const requested = new Set<string>();
const watched = new WeakSet<Element>();
let observer: IntersectionObserver | null = null;

export type AssetsOfLink = (anchor: HTMLAnchorElement) => string[];

function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !!connection?.saveData && (connection.effectiveType ?? '').includes('2g');
}

function prefetch(url: string): void {
  if (requested.has(url)) return;
  requested.add(url);
  const link = document.createElement('link');
  if (link.relList?.supports?.('prefetch')) {
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  } else {
    fetch(url, { credentials: 'include' }).catch(() => requested.delete(url));
  }
}

function prefetchLink(anchor: HTMLAnchorElement, assetsOf: AssetsOfLink): void {
  if (savingData()) return;
  for (const url of assetsOf(anchor)) prefetch(new URL(url, location.href).href);
}

/** Starts listening for hover, focus and touch; call `watchLinks` after every render. */
export function startPrefetch(assetsOf: AssetsOfLink): { watchLinks: () => void } {
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor instanceof HTMLAnchorElement) prefetchLink(anchor, assetsOf);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
  if ('IntersectionObserver' in window) {
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        prefetchLink(entry.target as HTMLAnchorElement, assetsOf);
      }
    });
  }
  return {
    watchLinks() {
      if (!observer) return;
      for (const anchor of document.querySelectorAll('a[href]')) {
        if (watched.has(anchor)) continue;
        watched.add(anchor);
        observer.observe(anchor);
      }
    },
  };
}
