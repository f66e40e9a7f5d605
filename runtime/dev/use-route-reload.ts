// The router's half of writers' mode: on the window event `sfpdocs:reload-route` (fired by
// dev-client.ts when page data changed), fetch the route table again and re-load the current
// route, then hand it to the router to show in place: no navigation, so the scroll position,
// focus and page state stay. Outside writers' mode nothing fires the event and this is inert.
import { useEffect } from 'react';
import { readBootData } from '../router/boot.ts';
import { loadRoute, type LoadedRoute } from '../router/load-route.ts';
import { loadRouteTable } from '../router/route-table.ts';

export function useRouteReload(show: (loaded: LoadedRoute) => void): void {
  useEffect(() => {
    let latest = 0;
    const onReload = async () => {
      const id = ++latest;
      try {
        const boot = readBootData();
        await loadRouteTable(boot.routeTable);
        const loaded = await loadRoute(new URL(location.href));
        if (id === latest) show(loaded);
      } catch (error) {
        console.warn('sfpdocs: could not re-load the page after a change', error);
      }
    };
    window.addEventListener('sfpdocs:reload-route', onReload);
    return () => window.removeEventListener('sfpdocs:reload-route', onReload);
  }, [show]);
}
