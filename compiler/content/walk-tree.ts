// A depth-first, pre-order walk over a syntax tree, for the compiler's own plugins. It does what
// unist-util-visit does for them (skip a node's children, replace a node and go on after it) at a
// fraction of the cost: that library makes a closure and renames a function for every node it
// visits, which took about a tenth of a page's compile time over the five walks of a page.
import type { Node, Parent } from 'unist';

/** Returned by a visitor: do not walk this node's children. */
export const SKIP = 'skip';

/** SKIP, or SKIP and the index in the parent where the walk goes on (after a replacement). */
export type WalkAction = void | undefined | typeof SKIP | readonly [typeof SKIP, number];

/** Walks `tree`, calling `visitor` with each node, its index in its parent, and the parent. */
export function walkTree<T extends Node = Node>(tree: Node, visitor: (node: T, index: number | undefined, parent: Extract<T, Parent> | undefined) => WalkAction): void {
  const walk = (node: Node, index: number | undefined, parent: Parent | undefined): number | undefined => {
    const action = visitor(node as T, index, parent as Extract<T, Parent> | undefined);
    if (Array.isArray(action)) return action[1];
    if (action === SKIP) return undefined;
    const children = (node as Partial<Parent>).children;
    if (children) for (let i = 0; i < children.length; ) i = walk(children[i]!, i, node as Parent) ?? i + 1;
    return undefined;
  };
  walk(tree, undefined, undefined);
}
