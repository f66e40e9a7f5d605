import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assignRoutes } from '../../../compiler/passes/assign-routes.ts';
import { resolveAnnouncementBar } from '../../../compiler/passes/resolve-announcement-bar.ts';
import { contrastRatio } from '../../../compiler/content/readable-theme.ts';
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

const coloured = (backgroundColor: string, textColor: string) => {
  const graph = assignRoutes(graphOf(pages, { versions: [{ id: '1.0', label: 'One', path: '/docs/1.0/', current: true }], announcementBar: { content: 'News', backgroundColor, textColor } }), pages);
  resolveAnnouncementBar(graph);
  return { text: graph.config.announcementBar?.textColor, problems: graph.diagnostics.map((d) => `${d.ruleId} ${d.severity}: ${d.message} (${d.hint})`) };
};

bar('should show text that reads under 4.5:1 on the bar in the nearest colour that reads, with one warning', () => {
  const { text, problems } = coloured('#ffd54f', '#ffffff');
  assert.ok(text && contrastRatio(text, '#ffd54f') >= 4.5, `${text} reads on the bar`);
  // The least mix of white towards black that reads: a dark grey, not black.
  assert.not.equal(text, '#000000');
  assert.equal(problems, [`config warning: the announcement bar's text colour #ffffff reads at ${contrastRatio('#ffffff', '#ffd54f').toFixed(1)}:1 on its background #ffd54f: sfpdocs shows the text in ${text} instead (set a \`textColor\` that reads at 4.5:1 or more on \`backgroundColor\` to show your own)`]);
  // Named and rgb() colours are read too; a dark bar moves its text towards white.
  const dark = coloured('rgb(32, 35, 42)', 'navy');
  assert.ok(dark.text && contrastRatio(dark.text, '#20232a') >= 4.5 && dark.problems.length === 1, JSON.stringify(dark));
});

bar('should keep colours that read, and what the build cannot know, without a word', () => {
  assert.equal(coloured('#20232a', '#ffffff'), { text: '#ffffff', problems: [] });
  assert.equal(coloured('', '#777777'), { text: '#777777', problems: [] }, 'the theme\'s background: both modes, not checked here');
  assert.equal(coloured('linear-gradient(red, blue)', '#ffffff'), { text: '#ffffff', problems: [] });
  assert.equal(coloured('rgba(255, 255, 255, 0.5)', '#eeeeee'), { text: '#eeeeee', problems: [] }, 'a translucent bar: what lies under it is the page');
});

bar.run();
