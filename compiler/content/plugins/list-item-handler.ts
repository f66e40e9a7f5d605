// remark-rehype's list-item handler (mdast-util-to-hast 13.2.2) asks, for every item, whether its
// whole list is loose, by scanning every item of that list: O(items²), 7 s of a 25 000-item list
// of links and most of a 50 000-item one. The answer is the same for every item of a list, so this
// handler works it out once per list and hands the default handler a stand-in parent that carries
// it (`spread` with no children is all the default handler reads of the parent). Same output.
import type { List, ListItem, Parents } from 'mdast';
import { defaultHandlers, type Options } from 'remark-rehype';

type Handlers = NonNullable<Options['handlers']>;

export function createListItemHandler(): Handlers['listItem'] {
  const standIns = new WeakMap<Parents, List>();
  return (state, node: ListItem, parent: Parents | undefined) => {
    if (parent?.type !== 'list') return defaultHandlers.listItem(state, node, parent);
    let standIn = standIns.get(parent);
    if (!standIn) {
      standIn = { type: 'list', spread: isLoose(parent), children: [] };
      standIns.set(parent, standIn);
    }
    return defaultHandlers.listItem(state, node, standIn);
  };
}

/** As mdast-util-to-hast decides it: the list is spread, or any item is (or has several children). */
function isLoose(list: List): boolean {
  return Boolean(list.spread) || list.children.some((item) => (item.spread === null || item.spread === undefined ? item.children.length > 1 : item.spread));
}
