// Code colours readers can read: every token colour of a theme at 4.5:1 or more (WCAG 2.x, SC
// 1.4.3) against each background it is shown on. github-light's orange and github-dark's grey
// comments fall short on the site's code backgrounds (axe flagged them on the API pages), so the
// theme is adjusted once, when the highlighter is created: a colour that falls short is mixed
// towards black (light theme) or white (dark theme), in steps of 1 %, until it passes, which keeps
// its hue; a token with a background of its own moves away from that background.
import type { ThemeRegistration } from '@shikijs/core';

/** WCAG's minimum for normal text. */
export const minContrast = 4.5;
/** Colours are adjusted to a little above the minimum, so rounding in a checker cannot fail them. */
const targetContrast = 4.6;

/**
 * The backgrounds highlighted code is shown on, as runtime/theme/styles.css sets them: the code
 * block (`--code-block-bg`) and a highlighted line (`--code-line-highlight-bg`). A test keeps the
 * two files in step.
 */
export const codeBackgrounds = {
  light: { block: '#ffffff', highlightedLine: '#eef4fc' },
  dark: { block: '#0d1117', highlightedLine: '#1f2a3a' },
} as const;

export type Mode = keyof typeof codeBackgrounds;

/** The contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** A copy of `theme` whose every colour reads at the target contrast on the code backgrounds of `mode`. */
export function readableTheme(theme: ThemeRegistration, mode: Mode): ThemeRegistration {
  const backgrounds = Object.values(codeBackgrounds[mode]);
  const darkest = mode === 'light' ? '#000000' : '#ffffff';
  const colors = { ...theme.colors };
  if (colors['editor.foreground']) colors['editor.foreground'] = readableOn(colors['editor.foreground'], backgrounds, darkest);
  const tokenColors = (theme.tokenColors ?? []).map((rule) => {
    const settings = { ...rule.settings };
    if (settings.background && settings.foreground) {
      // A token with a background of its own is read on that background: its colour moves away
      // from it, and the background too when the colour alone cannot get far enough.
      const lighter = luminance(settings.foreground) >= luminance(settings.background);
      const [fgEnd, bgEnd] = lighter ? ['#ffffff', '#000000'] : ['#000000', '#ffffff'];
      let background = settings.background;
      let foreground = readableOn(settings.foreground, [background], fgEnd);
      for (let step = 1; step <= 100 && contrastRatio(foreground, background) < targetContrast; step++) {
        background = mix(settings.background, bgEnd, step / 100);
        foreground = readableOn(settings.foreground, [background], fgEnd);
      }
      Object.assign(settings, { foreground, background });
    } else if (settings.foreground) {
      settings.foreground = readableOn(settings.foreground, backgrounds, darkest);
    }
    return { ...rule, settings };
  });
  return { ...theme, colors, tokenColors };
}

/** `colour` if it reads on every background, else the least mix of it towards `end` that does. */
export function readableOn(colour: string, backgrounds: string[], end: string): string {
  const reads = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= targetContrast);
  if (reads(colour)) return colour;
  for (let step = 1; step < 100; step++) {
    const mixed = mix(colour, end, step / 100);
    if (reads(mixed)) return mixed;
  }
  return normalize(end);
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function channels(hex: string): [number, number, number] {
  const h = normalize(hex).slice(1);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** `#rgb`, `#rrggbb` or `#rrggbbaa` (alpha dropped) as lower-case `#rrggbb`. */
function normalize(hex: string): string {
  const h = hex.replace('#', '').toLowerCase();
  return `#${h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6)}`;
}

function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a.map((c, i) => Math.round(c + (b[i]! - c) * amount).toString(16).padStart(2, '0')).join('')}`;
}
