// The announcement bar's HTML (config `announcementBar.content`) under the rules of a page's raw
// HTML (content/check-html-fragment.ts), as the footer's HTML items: what breaks a rule is an error
// at the config line that writes it, and the bar shows the HTML that passes. Its own colours
// (`backgroundColor`, `textColor`, Docusaurus's `themeConfig.announcementBar`) are held to the
// theme's contrast rule: text that reads under 4.5:1 on the bar's background is shown in the
// nearest colour that reads, with one warning at the line that sets it.
import { checkHtmlFragment } from '../content/check-html-fragment.ts';
import { opaqueHex, readableEnd } from '../content/css-colour.ts';
import { contrastRatio, minContrast, readableOn } from '../content/readable-theme.ts';
import type { PageGraph } from '../graph/page-graph.ts';
import { configProblems, type ConfigProblem } from './config-items.ts';

type Bar = NonNullable<PageGraph['config']['announcementBar']>;

export function resolveAnnouncementBar(graph: PageGraph): PageGraph {
  const { announcementBar: bar, markdown } = graph.config;
  if (!bar) return graph;
  const problem = configProblems(graph);
  const checked = checkHtmlFragment(bar.content, { iframeHosts: markdown.iframeHosts, pageStyles: markdown.pageStyles });
  for (const found of checked.problems) problem(`the announcement bar's HTML: ${found.message}`, found.hint, { html: bar.content }, { ruleId: 'config', severity: 'error' });
  // HTML of which nothing passes shows no bar.
  graph.config = { ...graph.config, announcementBar: checked.html ? readableColours({ ...bar, content: checked.html }, problem) : null };
  return graph;
}

/**
 * The bar with text that reads on its background: both colours are the site's and stand on the
 * bar in either colour mode, so the text moves (the least mix towards black or white that reads,
 * as the theme does with a site's Infima colours: emit/readable-site-colours.ts). A colour the
 * build cannot know (a gradient, `inherit`, a translucent background) is left as it is.
 */
function readableColours(bar: Bar, problem: ConfigProblem): Bar {
  const background = opaqueHex(bar.backgroundColor, null);
  const text = background ? opaqueHex(bar.textColor, background) : null;
  if (!background || !text) return bar;
  const ratio = contrastRatio(text, background);
  if (ratio >= minContrast) return bar;
  const fixed = readableOn(text, [background], readableEnd([background]));
  problem(
    `the announcement bar's text colour ${bar.textColor} reads at ${ratio.toFixed(1)}:1 on its background ${bar.backgroundColor}: sfpdocs shows the text in ${fixed} instead`,
    'set a `textColor` that reads at 4.5:1 or more on `backgroundColor` to show your own',
    bar.textColor,
    { ruleId: 'config', severity: 'warning' },
  );
  return { ...bar, textColor: fixed };
}
