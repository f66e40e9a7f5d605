// One highlighter per process (or worker), created once. Grammars are the costly part of start-up,
// so none is loaded at start: a page's languages are loaded before it is compiled, each once per
// process, precompiled to JavaScript regular expressions (no WebAssembly to instantiate, and no
// grammar translated from Oniguruma at every start).
//
// Pages show code in a light and a dark theme. Shiki's own two-theme mode tokenizes every block
// once per theme, and tokenizing is most of a page's highlighting cost. github-light and
// github-dark share their rules (the same scopes in the same order, the same font styles) and
// differ only in colours, so a block is tokenized once with a "paired" theme built from those
// rules, each rule given a colour of its own; a token's colour then names the rule that coloured
// it, which gives its colour in both real themes.
import type { Element, Root } from 'hast';
import { createHighlighterCore, type HighlighterCore, type LanguageRegistration, type ShikiTransformer, type ThemeRegistration } from '@shikijs/core';
import { createJavaScriptRawEngine } from '@shikijs/engine-javascript/raw';
import { resolveLanguage } from './code-languages.ts';
import { readableTheme } from './readable-theme.ts';

export interface CodeHighlighter {
  /** Loads the grammars of these fence languages (names or aliases), each once; unknown names are skipped. */
  load(langs: Iterable<string>): Promise<void>;
  /** Whether a grammar for `lang` is loaded. */
  has(lang: string): boolean;
  /** `<pre>` for the code, each token a span with its light colour and `--shiki-dark`. */
  toHast(code: string, lang: string): Root;
}

let pending: Promise<CodeHighlighter> | undefined;

export function createHighlighter(): Promise<CodeHighlighter> {
  pending ??= (async () => {
    const [light, dark] = await readableThemes();
    const paired = pairThemes(light, dark);
    const core = await createHighlighterCore({ engine: createJavaScriptRawEngine(), themes: paired ? [paired.theme] : [light, dark], langs: [] });
    // Shiki stops tokenizing a line after 500 ms by default and leaves the rest uncoloured: on a
    // busy machine (or a grammar's first, slow use) the output would depend on timing.
    const toHast = rememberBlocks(
      paired
        ? (code, lang) => core.codeToHast(code, { lang: resolveLanguage(lang)!, theme: paired.theme.name!, tokenizeTimeLimit: 0, transformers: [paired.transformer] })
        : (code, lang) => core.codeToHast(code, { lang: resolveLanguage(lang)!, themes: { light: light.name!, dark: dark.name! }, defaultColor: 'light', tokenizeTimeLimit: 0 }),
    );
    const loading = new Map<string, Promise<void>>();
    const loaded = new Set<string>();
    const remembering = new WeakSet<object>();
    const loadOne = (name: string) => {
      let done = loading.get(name);
      if (!done) {
        done = (import(`@shikijs/langs-precompiled/${name}`) as Promise<{ default: LanguageRegistration[] }>).then(async (module) => {
          await core.loadLanguage(...module.default);
          // A grammar answers to its name and its aliases, and embeds others: remember each once.
          for (const lang of core.getLoadedLanguages()) {
            loaded.add(lang);
            const grammar = core.getLanguage(lang);
            if (!remembering.has(grammar)) {
              remembering.add(grammar);
              rememberLines(grammar);
            }
          }
        });
        loading.set(name, done);
      }
      return done;
    };
    return {
      async load(langs) {
        const names = new Set<string>();
        for (const lang of langs) {
          const name = resolveLanguage(lang);
          if (name && name !== 'plain' && !loading.has(name)) names.add(name);
        }
        if (names.size) await Promise.all([...names].map(loadOne));
      },
      has(lang) {
        const name = resolveLanguage(lang);
        return !!name && loaded.has(name);
      },
      toHast,
    };
  })();
  return pending;
}

/** github-light and github-dark with every colour readable on the site's code backgrounds. */
export async function readableThemes(): Promise<[ThemeRegistration, ThemeRegistration]> {
  const [light, dark] = (await Promise.all([import('@shikijs/themes/github-light'), import('@shikijs/themes/github-dark')])).map((m) => m.default as ThemeRegistration) as [ThemeRegistration, ThemeRegistration];
  return [readableTheme(light, 'light'), readableTheme(dark, 'dark')];
}

type Pair = { light: string; dark: string };

/**
 * The paired theme of two themes with the same rules, and a transformer that writes each token's
 * two colours as the two-theme mode would (`color` and `--shiki-dark`, likewise backgrounds);
 * null when the rules differ.
 */
export function pairThemes(light: ThemeRegistration, dark: ThemeRegistration): { theme: ThemeRegistration; transformer: ShikiTransformer } | null {
  const lightRules = light.tokenColors ?? [];
  const darkRules = dark.tokenColors ?? [];
  const shape = (rule: (typeof lightRules)[number]) => JSON.stringify([rule.scope, Object.keys(rule.settings).sort(), rule.settings.fontStyle ?? '']);
  if (lightRules.length !== darkRules.length || lightRules.some((rule, i) => shape(rule) !== shape(darkRules[i]!))) return null;

  // Colour codes name rules: #RRGGBB with the rule's number; the theme's default is the last code.
  const codes = new Map<string, Pair>();
  const code = (n: number) => `#${n.toString(16).padStart(6, '0').toUpperCase()}`;
  // Upper case, as shiki writes colours in its two-theme mode.
  const name = (pair: Pair, n: number) => {
    codes.set(code(n), { light: pair.light.toUpperCase(), dark: pair.dark.toUpperCase() });
    return code(n);
  };
  const fallback = (theme: ThemeRegistration, key: string, defaultColour: string) => theme.colors?.[key] ?? defaultColour;
  let n = 1;
  const tokenColors = lightRules.map((rule, i) => {
    const settings = { ...rule.settings };
    const other = darkRules[i]!.settings;
    if (settings.foreground) settings.foreground = name({ light: settings.foreground, dark: other.foreground! }, n++);
    if (settings.background) settings.background = name({ light: settings.background, dark: other.background! }, n++);
    return { ...rule, settings };
  });
  const fg = name({ light: fallback(light, 'editor.foreground', '#000000'), dark: fallback(dark, 'editor.foreground', '#ffffff') }, n++);
  const bg = name({ light: fallback(light, 'editor.background', '#ffffff'), dark: fallback(dark, 'editor.background', '#000000') }, n++);
  const theme: ThemeRegistration = { name: `${light.name}+${dark.name}`, type: 'light', colors: { 'editor.foreground': fg, 'editor.background': bg }, tokenColors };

  const styleOf = (token: { color?: string; bgColor?: string; fontStyle?: number }, style: string) => {
    const parts: string[] = [];
    const color = token.color && codes.get(token.color.toUpperCase());
    if (color) parts.push(`color:${color.light}`, `--shiki-dark:${color.dark}`);
    const background = token.bgColor && codes.get(token.bgColor.toUpperCase());
    if (background) parts.push(`background-color:${background.light}`, `--shiki-dark-bg:${background.dark}`);
    // Font styles are the same in both themes: keep shiki's declarations for them as they are.
    for (const declaration of style.split(';')) if (/^text-decoration|^font-/.test(declaration)) parts.push(declaration);
    return parts.join(';');
  };
  const transformer: ShikiTransformer = {
    name: 'sfpdocs:paired-theme',
    span(span, _line, _col, _lineElement, token) {
      span.properties.style = styleOf(token, String(span.properties.style ?? ''));
    },
    line(line) {
      // Neighbouring tokens from rules of the same colours read as one: one span, as in two-theme mode.
      const merged: Element['children'] = [];
      for (const child of line.children) {
        const last = merged.at(-1);
        if (last?.type === 'element' && child.type === 'element' && last.properties.style === child.properties.style && last.children.length === 1 && child.children.length === 1 && last.children[0]!.type === 'text' && child.children[0]!.type === 'text') {
          last.children[0] = { type: 'text', value: last.children[0]!.value + child.children[0]!.value };
        } else merged.push(child);
      }
      line.children = merged;
    },
  };
  return { theme, transformer };
}

/**
 * Characters of code whose highlighted blocks a process keeps before it forgets them and starts
 * again: kept as JSON text, some 25 bytes per character of code, so about 25 MB.
 */
const rememberedCode = 1_000_000;

/**
 * A site's translations copy its code blocks as they are, and its versions repeat them: a block
 * (its code and grammar) is highlighted once per process and each further use gets a tree of its
 * own, since the code handler changes the tree it gets. The block's meta (title, marked lines,
 * line numbers) is applied to the copy afterwards, and the themes are the highlighter's own, so
 * the code and the grammar's name are the whole key. Lines already tokenized are remembered
 * below each grammar too (rememberLines), but building the tree again from them costs about as
 * much again.
 *
 * A block is kept as its tree's JSON, not as the tree: a tree of objects took about 67 bytes of
 * heap per character of code against 25 for its JSON, and most blocks are never used again (the
 * 3 300-page benchmark corpus repeats none), so the trees held at the end of the compile phase were
 * most of the build's peak memory (186 MB of 555). The first use gets the highlighter's own tree;
 * parsing the JSON again costs less than the structured clone each use cost before. A tree's values
 * are strings, numbers, booleans and arrays of them: JSON keeps them all, and drops only keys whose
 * value is undefined (a `data` shiki leaves unset), which no reader tells from a missing key.
 */
export function rememberBlocks(toHast: (code: string, lang: string) => Root, limit = rememberedCode): (code: string, lang: string) => Root {
  let blocks = new Map<string, string>();
  let size = 0;
  return (code, lang) => {
    const key = `${resolveLanguage(lang) ?? lang}\0${code}`;
    const remembered = blocks.get(key);
    if (remembered !== undefined) return JSON.parse(remembered) as Root;
    const tree = toHast(code, lang);
    if (size + code.length > limit) {
      blocks = new Map();
      size = 0;
    }
    blocks.set(key, JSON.stringify(tree));
    size += code.length;
    return tree;
  };
}

type Grammar = ReturnType<HighlighterCore['getLanguage']>;
type LineResult = ReturnType<Grammar['tokenizeLine2']>;
type State = Parameters<Grammar['tokenizeLine2']>[1] & {};
/** The fields of vscode-textmate's StateStackImpl that decide how the next line is tokenized. */
type StackFrame = State & { parent: StackFrame | null; ruleId: number; endRule: string | null; beginRuleCapturedEOL: boolean; nameScopesList: { equals(o: unknown): boolean } | null; contentNameScopesList: { equals(o: unknown): boolean } | null; depth: number };

/** Lines remembered per grammar before the memory is cleared and starts again. */
const rememberedLines = 50_000;

/**
 * Code in documentation repeats its lines (imports, event listeners, closing braces) across blocks
 * and pages, and a grammar tokenizes a line the same way whenever it starts in the same state. So
 * each grammar remembers the tokens and end state of every line it tokenized, per start state,
 * and start states are made unique, so that a run of remembered lines is a chain of look-ups.
 * States count as the same when every frame has the same rule, end pattern, captured end of line
 * and scopes: stricter than vscode-textmate's own equality, which editors use to stop
 * re-tokenizing once a line ends in the state it ended in before.
 */
export function rememberLines(grammar: Grammar): void {
  const tokenize = grammar.tokenizeLine2.bind(grammar);
  let lines = new Map<State | null, Map<string, LineResult>>();
  let states = new Map<string, StackFrame[]>();
  let size = 0;
  const unique = (state: StackFrame): StackFrame => {
    const key = `${state.depth}:${state.ruleId}:${state.endRule}`;
    const same = states.get(key);
    const found = same?.find((other) => sameStack(other, state));
    if (found) return found;
    if (same) same.push(state);
    else states.set(key, [state]);
    return state;
  };
  grammar.tokenizeLine2 = (line, start, timeLimit) => {
    const remembered = lines.get(start ?? null)?.get(line);
    if (remembered) return remembered;
    const result = tokenize(line, start, timeLimit);
    if (result.stoppedEarly) return result;
    if (size >= rememberedLines) {
      lines = new Map();
      states = new Map();
      size = 0;
    }
    const kept: LineResult = { tokens: result.tokens, ruleStack: unique(result.ruleStack as StackFrame), stoppedEarly: false };
    let byLine = lines.get(start ?? null);
    if (!byLine) lines.set(start ?? null, (byLine = new Map()));
    byLine.set(line, kept);
    size++;
    return kept;
  };
}

function sameStack(a: StackFrame | null, b: StackFrame | null): boolean {
  for (; a !== b; a = a.parent, b = b.parent) {
    if (!a || !b || a.depth !== b.depth || a.ruleId !== b.ruleId || a.endRule !== b.endRule || a.beginRuleCapturedEOL !== b.beginRuleCapturedEOL) return false;
    if (!sameScopes(a.nameScopesList, b.nameScopesList) || !sameScopes(a.contentNameScopesList, b.contentNameScopesList)) return false;
  }
  return true;
}

function sameScopes(a: StackFrame['nameScopesList'], b: StackFrame['nameScopesList']): boolean {
  return a === b || (!!a && !!b && a.equals(b));
}
