// Compiles fuzz inputs off the main thread so the runner can enforce a per-page time limit and
// replace a worker that hangs.
import { parentPort } from 'node:worker_threads';
import { browserProblems } from '../../compiler/content/check-browser-parse.ts';
import { createMarkdownCompiler } from '../../compiler/content/compile-markdown.ts';

// Page styles allowed, so the HTML that reaches the browser parse is the most it can be.
const rules = { iframeHosts: [], pageStyles: true };
const compile = await createMarkdownCompiler(rules);
parentPort!.on('message', async ({ name, text }: { name: string; text: string }) => {
  const started = performance.now();
  const page = await compile(`content/2.5/${name}`, text);
  // micromark counts \r, \n and \r\n as line endings.
  const lines = text.split(/\r\n|\r|\n/).length;
  const bad = page.diagnostics.filter((d) => !(d.file === `content/2.5/${name}` && Number.isInteger(d.line) && d.line >= 1 && d.line <= lines + 1 && Number.isInteger(d.column) && d.column >= 1));
  parentPort!.postMessage({
    ms: performance.now() - started,
    diagnostics: page.diagnostics.length,
    internal: [
      ...page.diagnostics.filter((d) => d.ruleId === 'internal').map((d) => d.message),
      // What a browser would find in the page's HTML that the HTML rules refuse (issue 28).
      ...[page.html, page.previewHtml ?? ''].flatMap((html) => browserProblems(html, rules)).map((problem) => `the page's HTML, as a browser reads it, holds what the rules refuse: ${problem.message}`),
    ],
    badPositions: bad.map((d) => `${d.line}:${d.column} ${d.message}`),
  });
});
parentPort!.postMessage({ ready: true });
