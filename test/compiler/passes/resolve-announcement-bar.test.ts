import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assignRoutes } from '../../../compiler/passes/assign-routes.ts';
import { resolveAnnouncementBar } from '../../../compiler/passes/resolve-announcement-bar.ts';
import { compiledPage, graphOf } from '../../helpers/page-graph.ts';

const bar = suite('resolveAnnouncementBar');

const pages = [compiledPage('content/1.0/intro.md', { title: 'Intro' })];

const resolved = (content: string | null) => {
  const graph = assignRoutes(graphOf(pages, { versions: [{ id: '1.0', label: 'One', path: '/docs/1.0/', current: true }], announcementBar: content === null ? null : { content } }), pages);
  resolveAnnouncementBar(graph);
  return { bar: graph.config.announcementBar, problems: graph.diagnostics.map((d) => `${d.ruleId} ${d.severity}: ${d.message} (${d.hint})`) };
};

bar('should leave a site without a bar as it is', () => {
  assert.equal(resolved(null), { bar: null, problems: [] });
});

bar('should keep the HTML the rules allow, with Docusaurus\'s defaults for the rest', () => {
  assert.equal(resolved('Version 2 is out: <a href="/docs/1.0/intro" target="_blank" rel="noopener noreferrer"><b>read on</b></a>'), {
    bar: { id: 'announcement-bar', content: 'Version 2 is out: <a href="/docs/1.0/intro" target="_blank" rel="noopener noreferrer"><b>read on</b></a>', backgroundColor: '', textColor: '', isCloseable: true },
    problems: [],
  });
});

bar('should leave out what the rules of a page\'s raw HTML refuse, with an error each', () => {
  const { bar: shown, problems } = resolved('News <img src="/img/x.png" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>');
  assert.is(shown?.content, 'News <img src="/img/x.png"><a>x</a>');
  assert.equal(problems, [
    "config error: the announcement bar's HTML: `onerror` on `<img>` is not allowed: event handlers do not run in the site (remove the attribute)",
    "config error: the announcement bar's HTML: `<script>` is not allowed in a page: a page cannot carry scripts, which would run in the browser of every reader (link to the script's page instead, or put the example in a code block)",
    'config error: the announcement bar\'s HTML: a `javascript:` URL in `href` on `<a>` is not allowed (link to a page, or show the code in a code block)',
  ]);
  // HTML of which nothing passes shows no bar at all.
  assert.is(resolved('<script>alert(4)</script>').bar, null);
});

bar.run();
