// Docusaurus loads configs with jiti, which gives every file, ES module or TypeScript alike, the
// CommonJS globals of its own location: `__dirname`, `__filename`, `require.resolve`. A bundle has
// one scope for all files, so each file gets them written into its own text before bundling.
// Lines are kept, so positions in errors and the source map stay those of the file.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The site's own source files that are prepared (not JSON, not packages' built files). */
export const siteSourceRe = /\.(c|m)?(j|t)sx?$/;

const resolveCallRe = /\brequire\.resolve\s*\(/g;
const importMetaRe = /\bimport\.meta\.(url|dirname|filename)\b/g;
const usesPathGlobalsRe = /\b__(dirname|filename)\b/;
// A file that declares them itself (`const __dirname = path.dirname(fileURLToPath(…))`) keeps its own.
const declaresPathGlobalsRe = /\b(?:var|let|const|function|class)\s+__(?:dirname|filename)\b|\bimport\b[^;\n]*\b__(?:dirname|filename)\b/;

export function prepareSiteSource(text: string, file: string): string {
  let out = text.startsWith('#!') ? `//${text.slice(2)}` : text;
  // `__sfpdocsLoad` is defined by the bundle's banner (import-site-module.ts).
  out = out.replace(resolveCallRe, `__sfpdocsLoad.resolve(${JSON.stringify(file)}, `);
  out = out.replace(importMetaRe, (_match, key: string) =>
    JSON.stringify(key === 'url' ? pathToFileURL(file).href : key === 'dirname' ? path.dirname(file) : file),
  );
  if (usesPathGlobalsRe.test(out) && !declaresPathGlobalsRe.test(out)) {
    out = `var __dirname = ${JSON.stringify(path.dirname(file))}, __filename = ${JSON.stringify(file)}; ${out}`;
  }
  return out;
}
