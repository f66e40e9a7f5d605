// `@docusaurus/Head` (and MDX's lowercase <head>, MDXComponents.tsx): <title>, <meta> and <link>
// children are applied to document.head once the page runs, and undone when the component goes
// (a meta tag put back as it was; the title only if no navigation has set another since). The
// server renders nothing here: these tags are not in the page's HTML, so readers without a
// script, link previews and crawlers that do not run scripts never see them. What must be in the
// HTML belongs in front matter (`title`, `description`).
import { Children, isValidElement, useEffect, type ReactNode } from 'react';

export interface HeadProps {
  children?: ReactNode;
}

interface HeadTag {
  name: 'title' | 'meta' | 'link';
  attributes: Record<string, string>;
  text: string;
}

const tagNames = new Set(['title', 'meta', 'link']);
/** Which attribute makes a meta or link the same one as an existing tag, to be replaced rather than added. */
const identity: Record<string, string[]> = { meta: ['name', 'property', 'http-equiv', 'charset', 'itemprop'], link: ['rel'] };

const attributeName = (prop: string) => (prop === 'className' ? 'class' : prop === 'httpEquiv' ? 'http-equiv' : prop.toLowerCase());

function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : isValidElement<{ children?: ReactNode }>(child) ? textOf(child.props.children) : ''))
    .join('');
}

/** The tags among the children, fragments and <html>/<head> wrappers included. */
export function headTags(children: ReactNode): HeadTag[] {
  return Children.toArray(children).flatMap((child): HeadTag[] => {
    if (!isValidElement<Record<string, unknown> & { children?: ReactNode }>(child)) return [];
    if (typeof child.type !== 'string' || !tagNames.has(child.type)) return headTags(child.props.children);
    const attributes: Record<string, string> = {};
    for (const [prop, value] of Object.entries(child.props)) {
      if (prop !== 'children' && (typeof value === 'string' || typeof value === 'number')) attributes[attributeName(prop)] = String(value);
    }
    return [{ name: child.type as HeadTag['name'], attributes, text: textOf(child.props.children) }];
  });
}

/** Applies the tags to document.head; returns what undoes it. */
export function applyHeadTags(tags: HeadTag[]): () => void {
  const undo: Array<() => void> = [];
  for (const tag of tags) {
    if (tag.name === 'title') {
      const before = document.title;
      document.title = tag.text;
      undo.push(() => document.title === tag.text && (document.title = before));
      continue;
    }
    const element = document.createElement(tag.name);
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    // A link is the same one only for a rel that occurs once (canonical), not for stylesheets or icons.
    const key = identity[tag.name]!.find((name) => tag.attributes[name] !== undefined && (tag.name === 'meta' || tag.attributes[name] === 'canonical'));
    const existing = key ? Array.from(document.head.querySelectorAll(tag.name)).find((other) => other.getAttribute(key) === tag.attributes[key]) : undefined;
    if (existing) {
      existing.replaceWith(element);
      undo.push(() => element.replaceWith(existing));
    } else {
      document.head.append(element);
      undo.push(() => element.remove());
    }
  }
  return () => undo.reverse().forEach((step) => step());
}

export default function Head({ children }: HeadProps) {
  // Keyed by the tags' content, so a re-render with the same tags changes nothing.
  const key = JSON.stringify(headTags(children));
  useEffect(() => applyHeadTags(JSON.parse(key) as HeadTag[]), [key]);
  return null;
}
