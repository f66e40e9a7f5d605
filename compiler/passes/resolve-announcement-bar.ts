// The announcement bar's HTML (config `announcementBar.content`) under the rules of a page's raw
// HTML (content/check-html-fragment.ts), as the footer's HTML items: what breaks a rule is an error
// at the config line that writes it, and the bar shows the HTML that passes.
import { checkHtmlFragment } from '../content/check-html-fragment.ts';
import type { PageGraph } from '../graph/page-graph.ts';
import { configProblems } from './config-items.ts';

export function resolveAnnouncementBar(graph: PageGraph): PageGraph {
  const { announcementBar: bar, markdown } = graph.config;
  if (!bar) return graph;
  const problem = configProblems(graph);
  const checked = checkHtmlFragment(bar.content, { iframeHosts: markdown.iframeHosts, pageStyles: markdown.pageStyles });
  for (const found of checked.problems) problem(`the announcement bar's HTML: ${found.message}`, found.hint, { html: bar.content }, { ruleId: 'config', severity: 'error' });
  // HTML of which nothing passes shows no bar.
  graph.config = { ...graph.config, announcementBar: checked.html ? { ...bar, content: checked.html } : null };
  return graph;
}
