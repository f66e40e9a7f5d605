// One highlighter per process (or worker), created once: grammars are the costly part of start-up,
// so only the languages documentation pages use are loaded, with the JavaScript regex engine
// (no WebAssembly to instantiate).
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

let pending: Promise<HighlighterCore> | undefined;

export function createHighlighter(): Promise<HighlighterCore> {
  pending ??= createHighlighterCore({
    engine: createJavaScriptRegexEngine(),
    themes: [import('@shikijs/themes/github-light'), import('@shikijs/themes/github-dark')],
    langs: [
      import('@shikijs/langs/javascript'),
      import('@shikijs/langs/typescript'),
      import('@shikijs/langs/jsx'),
      import('@shikijs/langs/json'),
      import('@shikijs/langs/html'),
      import('@shikijs/langs/css'),
      import('@shikijs/langs/shellscript'),
      import('@shikijs/langs/xml'),
      import('@shikijs/langs/yaml'),
      import('@shikijs/langs/diff'),
      import('@shikijs/langs/ini'),
      import('@shikijs/langs/lua'),
    ],
  });
  return pending;
}
