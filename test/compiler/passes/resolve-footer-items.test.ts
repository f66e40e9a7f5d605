import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assignRoutes } from '../../../compiler/passes/assign-routes.ts';
import { resolveFooterItems } from '../../../compiler/passes/resolve-footer-items.ts';
import type { SiteConfig } from '../../../shared/config-schema.ts';
import { graphOf, twoVersions } from '../../helpers/page-graph.ts';

const footer = suite('resolveFooterItems');

const { pages, versions } = twoVersions();
type Item = NonNullable<NonNullable<SiteConfig['footer']>['columns']>[number]['items'];

const resolved = (items: Item, pageStyles = false) => {
  const graph = assignRoutes(graphOf(pages, { versions, markdown: { pageStyles }, footer: { columns: [{ title: 'More', items }] } }), pages);
  resolveFooterItems(graph);
  return { items: graph.config.footer.columns[0]!.items, problems: graph.diagnostics.map((d) => `${d.ruleId} ${d.severity}: ${d.message} (${d.hint})`) };
};

footer('should turn doc items into links to the doc in its version, and `to` into the href', () => {
  const { items, problems } = resolved([
    { type: 'doc', doc: 'guide/setup' },
    { type: 'doc', doc: 'intro', version: '2.0', label: 'New intro' },
    { label: 'Start', to: '/docs/1.0/intro' },
    { label: 'GitHub', href: 'https://github.com/acme' },
  ]);
  assert.equal(problems, []);
  assert.equal(items.map((item) => [item.type, item.label, item.href]), [
    ['link', 'Set up', '/docs/1.0/guide/setup'],
    ['link', 'New intro', '/docs/2.0/intro'],
    ['link', 'Start', '/docs/1.0/intro'],
    ['link', 'GitHub', 'https://github.com/acme'],
  ]);
});

footer('should report a doc or a version that does not exist, and a `to` that is no route, at their names', () => {
  const { problems } = resolved([
    { type: 'doc', doc: 'guide/stup' },
    { type: 'doc', doc: 'intro', version: '3.0' },
    { label: 'Elsewhere', to: 'https://example.com' },
    { label: 'Relative', to: 'docs/1.0/intro' },
    { label: 'Nothing' },
  ]);
  assert.equal(problems, [
    'broken-link error: the footer links to the doc `guide/stup`, which is not in version One (did you mean `guide/setup`?)',
    'broken-link error: the footer item `intro` names the version `3.0`, which the site does not have (use one of: 1.0, 2.0)',
    "config error: the footer link `Elsewhere` has `to: 'https://example.com'`, which is not a route of the site (write a URL of another site as `href`)",
    "config error: the footer link `Relative` has `to: 'docs/1.0/intro'`, which is not a route of the site (write the route from the site's root: `/docs/1.0/intro`)",
    "config error: the footer link `Nothing` has neither `to` nor `href` (give it `to` (a route of the site) or `href` (a URL); HTML is an item of `type: 'html'`)",
  ]);
});

footer('should show HTML items under the rules of a page\'s raw HTML', () => {
  const { items, problems } = resolved([
    { type: 'html', html: '<a href="https://status.example.com" class="status">Status <b>ok</b></a>' },
    { type: 'html', html: '<img src="/img/x.png" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>' },
  ]);
  assert.equal(items.map((item) => [item.type, item.html]), [
    ['html', '<a href="https://status.example.com" class="status">Status <b>ok</b></a>'],
    ['html', '<img src="/img/x.png"><a>x</a>'],
  ]);
  assert.equal(problems, [
    "config error: the footer's HTML item: `onerror` on `<img>` is not allowed: event handlers do not run in the site (remove the attribute)",
    "config error: the footer's HTML item: `<script>` is not allowed in a page: a page cannot carry scripts, which would run in the browser of every reader (link to the script's page instead, or put the example in a code block)",
    'config error: the footer\'s HTML item: a `javascript:` URL in `href` on `<a>` is not allowed (link to a page, or show the code in a code block)',
  ]);
  // Mutation XSS, on a site that allows <style>: harmless as parsed once, a <style> holding markup
  // (an <img onerror>) once a browser parses the HTML again. The item is not shown.
  const mutation = resolved([{ type: 'html', html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(4)></style></mglyph></table></mtext></math>' }], true);
  assert.equal(mutation.items, []);
  assert.equal(mutation.problems, [
    "config error: the footer's HTML item: this HTML changes when a browser reads it, and then holds what a page may not: `onerror` on `<img>` is not allowed: event handlers do not run in the site (write the HTML plainly: no tags inside `<style>`, `<noscript>`, `<textarea>` or `<title>`, and no HTML elements inside `<math>` or `<svg>`)",
  ]);
});

footer.run();
