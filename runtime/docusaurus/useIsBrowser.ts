// `@docusaurus/useIsBrowser`: false on the server and in the render that hydrates the page (so
// both give the same HTML), true from then on and in pages the router renders later.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export default function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
