// The announcement bar's HTML (config `announcementBar.content`) under the rules of a page's raw
// HTML (content/check-html-fragment.ts), as the footer's HTML items: what breaks a rule is an error
// at the config line that writes it, and the bar shows the HTML that passes. Its own colours
// (`backgroundColor`, `textColor`, Docusaurus's `themeConfig.announcementBar`) are held to the
// theme's contrast rule: text that reads under 4.5:1 on the bar's background is shown in the
// nearest colour that reads, with one warning at the line that sets it.
import { formatHex, parse, type Color } from 'culori';
import { checkHtmlFragment } from '../content/check-html-fragment.ts';
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
  const background = opaqueHex(bar.backgroundColor);
  const text = background ? opaqueHex(bar.textColor, background) : null;
  if (!background || !text) return bar;
  const ratio = contrastRatio(text, background);
  if (ratio >= minContrast) return bar;
  const towards = contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
  const fixed = readableOn(text, [background], towards);
  problem(
    `the announcement bar's text colour ${bar.textColor} reads at ${ratio.toFixed(1)}:1 on its background ${bar.backgroundColor}: sfpdocs shows the text in ${fixed} instead`,
    'set a `textColor` that reads at 4.5:1 or more on `backgroundColor` to show your own',
    bar.textColor,
    { ruleId: 'config', severity: 'warning' },
  );
  return { ...bar, textColor: fixed };
}

/** A CSS colour as `#rrggbb` (a translucent one painted over `under`); null for what is no colour, or translucent with nothing known under it. */
function opaqueHex(value: string, under?: string): string | null {
  const colour = value ? (parse(value) as Color | undefined) : undefined;
  const rgb = colour ? (parse(formatHex(colour) ?? '') as (Color & { r: number; g: number; b: number }) | undefined) : undefined;
  if (!colour || !rgb) return null;
  const alpha = colour.alpha ?? 1;
  if (alpha >= 1) return formatHex(rgb)!;
  if (!under) return null;
  const base = parse(under) as Color & { r: number; g: number; b: number };
  return formatHex({ mode: 'rgb', r: rgb.r * alpha + base.r * (1 - alpha), g: rgb.g * alpha + base.g * (1 - alpha), b: rgb.b * alpha + base.b * (1 - alpha) })!;
}
