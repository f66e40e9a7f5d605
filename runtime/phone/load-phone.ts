// Loads phone.js (D-pad, softkey bar, menu) only when a reader needs it, keeping it out of the
// first load on desktop: at once on a phone-sized screen, else on the first arrow key pressed
// without a pointer. That first key is handed over through `window.__sfpPhoneKey`, so it already
// moves focus instead of scrolling. phone.js works on the DOM alone, hydrated or not.
import { phoneQuery } from '../../shared/hooks.ts';

declare global {
  interface Window {
    __sfpPhoneKey?: string;
  }
}

const arrowKeyRe = /^Arrow(Up|Down|Left|Right)$/;

export function loadPhoneSupport(): void {
  const media = matchMedia(phoneQuery);
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    stop();
    void import('./phone.js');
  };
  const onPointer = () => stop();
  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !arrowKeyRe.test(event.key)) return;
    const target = event.target as HTMLElement | null;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    event.preventDefault();
    window.__sfpPhoneKey = event.key;
    load();
  };
  const onMedia = () => media.matches && load();
  function stop() {
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('mousedown', onPointer, true);
    document.removeEventListener('touchstart', onPointer, true);
  }
  if (media.matches) return load();
  // A pointer user on a wide screen keeps native arrow-key scrolling; a later resize to phone width still loads it.
  media.addEventListener('change', onMedia);
  document.addEventListener('keydown', onKey);
  document.addEventListener('mousedown', onPointer, true);
  document.addEventListener('touchstart', onPointer, true);
}
