// Tells screen-reader users that a client-side route change happened: a full page load would
// announce the new title by itself, a pushState does not. A polite live region in a portal
// (client only, so the server-rendered tree and the hydrated one stay the same).
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

export function RouteAnnouncer({ navigation, title }: { navigation: number; title: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return createPortal(
    <div className="route-announcer" aria-live="polite" aria-atomic="true">
      {navigation > 0 ? title : ''}
    </div>,
    document.body,
  );
}
