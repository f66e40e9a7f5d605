// A component may change the page's query string in place (Tabs with `queryString` keep the chosen
// tab in the URL, so it can be shared): the history entry is replaced and the router told, so it
// still takes the URL for the page it shows and links to `#anchors` stay plain scrolls.

/** The window event the router listens to. */
export const queryReplacedEvent = 'sfpdocs:query-replaced';

export function replaceQuery(name: string, value: string): void {
  const url = new URL(location.href);
  if (url.searchParams.get(name) === value) return;
  url.searchParams.set(name, value);
  history.replaceState(history.state, '', url.href);
  window.dispatchEvent(new Event(queryReplacedEvent));
}
