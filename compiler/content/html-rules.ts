// The rules HTML written in a page follows, wherever it comes from: raw HTML in markdown, an MDX
// page's lowercase tags (with or without components), and the page's HTML once more as a browser
// parses it (check-browser-parse.ts). What the site's Content-Security-Policy would not run anyway,
// what could run script, and what would restyle the whole site is refused; sfpdocs' own markers
// (`data-sfp…` attributes, `<sfp-…>` elements) cannot be written. One table, so the three places
// cannot drift apart.
import type { Element } from 'hast';
import { isUnsafeUrl } from './plugins/remark-collect-links.ts';

export interface HtmlRulesOptions {
  /** Hosts an <iframe> may load from (`markdown.iframeHosts`); `*`: any https host. */
  iframeHosts: readonly string[];
  /** Whether a page may carry `<style>` (`markdown.pageStyles`). */
  pageStyles: boolean;
}

export interface HtmlProblem {
  message: string;
  hint: string;
}

/**
 * `source`: HTML as the writer wrote it (sfpdocs' own markers cannot be written); `output`: the
 * HTML the page ships, where those markers are sfpdocs' own.
 */
export type HtmlRulesMode = 'source' | 'output';

/** Elements that run code or plugins, or change how the page's links resolve: never rendered. */
const refusedElements: Record<string, string> = {
  script: 'a page cannot carry scripts, which would run in the browser of every reader',
  object: 'plugins do not run in the site (Content-Security-Policy `object-src \'none\'`)',
  embed: 'plugins do not run in the site (Content-Security-Policy `object-src \'none\'`)',
  applet: 'plugins do not run in the site (Content-Security-Policy `object-src \'none\'`)',
  frame: 'frames do not belong in a page',
  frameset: 'frames do not belong in a page',
  base: 'a page cannot change the base of its links (Content-Security-Policy `base-uri \'self\'`)',
};

/** Attributes whose value is a link or a media source, checked like markdown links. */
export const linkAttributes: Record<string, { property: 'href' | 'src'; image: boolean }> = {
  a: { property: 'href', image: false },
  area: { property: 'href', image: false },
  img: { property: 'src', image: true },
  video: { property: 'src', image: true },
  audio: { property: 'src', image: true },
  source: { property: 'src', image: true },
  track: { property: 'src', image: true },
};

/** Elements of a document's <head>: sfpdocs writes the head from the front matter. */
export const headElements = new Set(['title', 'meta', 'link']);

/** SVG animations can set an `href` to any of a list of values (`values="x;javascript:…"`). */
const animationElements = new Set(['animate', 'set', 'animateMotion', 'animateTransform', 'animatemotion', 'animatetransform']);
const hidesUnsafeUrl = (value: string) => value.split(';').some(isUnsafeUrl);

/** sfpdocs' own attributes (`data-sfp…`, as hast names them) and elements (`<sfp-code-block>`). */
const ownAttributeRe = /^dataSfp/;
const ownElementRe = /^sfp-/;

/** The page's `<style>`: its rules apply to the whole document, not to the page's article. */
export const pageStyleProblem: HtmlProblem = {
  message: '`<style>` is not allowed in a page: its rules apply to the whole site page (navbar, sidebar, every page the reader opens next), so one page could restyle or hide the site',
  hint: 'put the CSS in the site\'s stylesheet, or set `markdown.pageStyles: true` in site.config.ts if every writer of the site is trusted',
};

/**
 * Checks one element: whether it may stay, with each problem reported. Attributes it must not
 * carry are removed from it. Head elements are the caller's to handle (a page's <head> block).
 */
export function checkElement(node: Element, options: HtmlRulesOptions, mode: HtmlRulesMode, report: (problem: HtmlProblem) => void): boolean {
  const name = node.tagName;
  const reason = refusedElements[name];
  if (reason) {
    report({ message: `\`<${name}>\` is not allowed in a page: ${reason}`, hint: name === 'script' ? 'link to the script\'s page instead, or put the example in a code block' : 'remove it, or link to the content instead' });
    return false;
  }
  if (name === 'style' && !options.pageStyles) {
    report(pageStyleProblem);
    return false;
  }
  if (mode === 'source' && ownElementRe.test(name)) {
    report({ message: `\`<${name}>\` is sfpdocs' own element: a page cannot write it`, hint: 'remove it, or give the element another name' });
    return false;
  }
  if (name === 'meta' && node.properties.httpEquiv !== undefined) {
    report({ message: '`<meta http-equiv>` is not allowed in a page', hint: 'remove it: a page cannot redirect or change its own headers' });
    return false;
  }
  if (mode === 'output' && headElements.has(name)) {
    report({ message: `\`<${name}>\` is not allowed in a page's content`, hint: 'a page\'s <title> and description come from its front matter' });
    return false;
  }
  if (name === 'iframe' && !allowedFrame(node, options, report)) return false;
  for (const [property, value] of Object.entries(node.properties)) {
    if (/^on[a-z]/i.test(property)) {
      report({ message: `\`${attributeName(property)}\` on \`<${name}>\` is not allowed: event handlers do not run in the site`, hint: 'remove the attribute' });
      delete node.properties[property];
    } else if (mode === 'source' && ownAttributeRe.test(property)) {
      report({ message: `\`${attributeName(property)}\` on \`<${name}>\` is sfpdocs' own attribute: a page cannot set it`, hint: 'remove the attribute, or give it another name (`data-my-…`)' });
      delete node.properties[property];
    } else if ((typeof value === 'string' || Array.isArray(value)) && [value].flat().some((v) => typeof v === 'string' && (isUnsafeUrl(v) || (animationElements.has(name) && hidesUnsafeUrl(v))))) {
      report({ message: `a \`javascript:\` URL in \`${attributeName(property)}\` on \`<${name}>\` is not allowed`, hint: 'link to a page, or show the code in a code block' });
      delete node.properties[property];
    }
  }
  return true;
}

/** Whether an <iframe> loads over https from a host the site allows. */
function allowedFrame(node: Element, options: HtmlRulesOptions, report: (problem: HtmlProblem) => void): boolean {
  if (node.properties.srcDoc !== undefined) {
    report({ message: '`<iframe srcdoc>` is not allowed in a page', hint: 'load the frame from an allowed host with `src`' });
    return false;
  }
  const src = String(node.properties.src ?? '');
  // A protocol-relative `//codepen.io/…` loads over https on a site served over https.
  if (src.startsWith('//')) node.properties.src = `https:${src}`;
  const host = httpsHost(String(node.properties.src));
  const anyHost = options.iframeHosts.includes('*');
  // `*`: any https host (a Docusaurus site's pages frame what they like), and a `data:` document,
  // which runs in an origin of its own like a page of another host (frame-src then allows data:).
  if (host && (options.iframeHosts.includes(host) || anyHost)) return true;
  if (anyHost && /^data:text\/html[;,]/i.test(src)) return true;
  report(frameProblem(host, options.iframeHosts));
  return false;
}

/** The host of an absolute https URL, else ''. */
function httpsHost(src: string): string {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' ? url.hostname : '';
  } catch {
    return ''; // not an absolute URL: no host can allow it
  }
}

export function frameProblem(host: string, iframeHosts: readonly string[]): HtmlProblem {
  const allowed = iframeHosts.length ? `the allowed hosts are ${iframeHosts.join(', ')}` : 'no host is allowed';
  return host
    ? { message: `\`<iframe>\` from \`${host}\` is not allowed: ${allowed}`, hint: `add \`${host}\` to \`markdown.iframeHosts\` in site.config.ts, or link to the page instead` }
    : { message: `\`<iframe>\` needs an https:// \`src\` from an allowed host (${allowed})`, hint: 'give it an absolute https:// URL, or link to the page instead' };
}

/** The HTML name of a hast property, for messages (`onClick` → `onclick`, `dataSfpMarkdown` → `data-sfp-markdown`). */
export function attributeName(property: string): string {
  if (/^data[A-Z]/.test(property)) return `data${property.slice(4).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  return property.replace(/^xLink/, 'xlink:').toLowerCase();
}
