// The lifecycles of a Docusaurus site's client modules (`getClientModules()`, `clientModules` in
// its config): a module's `onRouteUpdate({ location, previousLocation })` is called when a
// navigation starts, and the function it returns once the next page has loaded;
// `onRouteDidUpdate(…)` once that page is on screen; both once on the first page, with
// `previousLocation: null`, never on the server (Docusaurus's ClientLifecyclesDispatcher and
// PendingNavigation). A function may also be a property of the module's default export. This file
// is bundled into the site's own theme module (emit/site-theme.ts), so only a site whose client
// modules name a lifecycle ships it; the router calls what the theme module gives.

/** Where the reader is (or goes), as Docusaurus's router gives it to the lifecycles. */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/** What the router calls (runtime/router/Router.tsx). */
export interface RouteLifecycles {
  /** A navigation to `location` starts; the function returned is called once its page has loaded. */
  onRouteUpdate(location: RouteLocation, previousLocation: RouteLocation | null): () => void;
  /** The page of `location` is on screen. */
  onRouteDidUpdate(location: RouteLocation, previousLocation: RouteLocation | null): () => void;
}

type Lifecycle = (args: { location: RouteLocation; previousLocation: RouteLocation | null }) => unknown;

/** What the router calls on each navigation, dispatching to every client module in their order. */
export function routeLifecycles(modules: readonly unknown[]): RouteLifecycles {
  const dispatch = (name: 'onRouteUpdate' | 'onRouteDidUpdate') => (location: RouteLocation, previousLocation: RouteLocation | null) => {
    const cleanups: unknown[] = [];
    for (const module of modules) {
      const own = module as Record<string, unknown> & { default?: Record<string, unknown> };
      const lifecycle = (own.default?.[name] ?? own[name]) as Lifecycle | undefined;
      if (typeof lifecycle !== 'function') continue;
      // One module that throws must not stop the others, nor the navigation.
      try {
        cleanups.push(lifecycle({ location, previousLocation }));
      } catch (error) {
        console.error(`sfpdocs: a client module's ${name} failed`, error);
      }
    }
    return () => {
      for (const cleanup of cleanups) {
        try {
          if (typeof cleanup === 'function') cleanup();
        } catch (error) {
          console.error(`sfpdocs: the function a client module's ${name} returned failed`, error);
        }
      }
    };
  };
  return { onRouteUpdate: dispatch('onRouteUpdate'), onRouteDidUpdate: dispatch('onRouteDidUpdate') };
}
