// Compiles fuzz inputs off the main thread so the runner can enforce a per-page time limit and
// replace a worker that hangs.
import { parentPort } from 'node:worker_threads';
import { createMarkdownCompiler } from '../../compiler/content/compile-markdown.ts';

const compile = await createMarkdownCompiler();
parentPort!.on('message', async ({ name, text }: { name: string; text: string }) => {
  const started = performance.now();
  const page = await compile(`content/2.5/${name}`, text);
  // micromark counts \r, \n and \r\n as line endings.
  const lines = text.split(/\r\n|\r|\n/).length;
  const bad = page.diagnostics.filter((d) => !(d.file === `content/2.5/${name}` && Number.isInteger(d.line) && d.line >= 1 && d.line <= lines + 1 && Number.isInteger(d.column) && d.column >= 1));
  parentPort!.postMessage({
    ms: performance.now() - started,
    diagnostics: page.diagnostics.length,
    internal: page.diagnostics.filter((d) => d.ruleId === 'internal').map((d) => d.message),
    badPositions: bad.map((d) => `${d.line}:${d.column} ${d.message}`),
  });
});
parentPort!.postMessage({ ready: true });
