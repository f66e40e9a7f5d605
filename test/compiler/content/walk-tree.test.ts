import type { Node, Parent } from 'unist';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SKIP, walkTree } from '../../../compiler/content/walk-tree.ts';

type T = Node & { name: string; children?: T[] };
const tree = (): T => ({ type: 'n', name: 'root', children: [{ type: 'n', name: 'a', children: [{ type: 'n', name: 'a1' }] }, { type: 'n', name: 'b' }, { type: 'n', name: 'c', children: [{ type: 'n', name: 'c1' }] }] });

const walk = suite('walkTree');

walk('should visit every node in pre-order with its index and parent', () => {
  const seen: string[] = [];
  walkTree<T>(tree(), (node, index, parent) => void seen.push(`${node.name}@${index ?? '-'}<${(parent as unknown as T | undefined)?.name ?? '-'}`));
  assert.equal(seen, ['root@-<-', 'a@0<root', 'a1@0<a', 'b@1<root', 'c@2<root', 'c1@0<c']);
});

walk("should not enter a node's children on SKIP", () => {
  const seen: string[] = [];
  walkTree<T>(tree(), (node) => {
    seen.push(node.name);
    return node.name === 'a' ? SKIP : undefined;
  });
  assert.equal(seen, ['root', 'a', 'b', 'c', 'c1']);
});

walk('should go on at the index a visitor returns after replacing nodes', () => {
  const seen: string[] = [];
  const root = tree();
  walkTree<T>(root, (node, index, parent) => {
    seen.push(node.name);
    // Replace b with two nodes and go on after both: neither is visited.
    if (node.name === 'b') {
      (parent as unknown as Parent).children.splice(index!, 1, { type: 'n', name: 'x' } as T, { type: 'n', name: 'y' } as T);
      return [SKIP, index! + 2];
    }
    return undefined;
  });
  assert.equal(seen, ['root', 'a', 'a1', 'b', 'c', 'c1']);
  assert.equal(root.children!.map((c) => c.name), ['a', 'x', 'y', 'c']);
});

walk.run();
