// The site folder as the process's working directory, for the site's own code (its markdown
// plugins, its Docusaurus plugins), which Docusaurus always runs from there.
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

let siteCwdDepth = 0;

/**
 * Runs `work` with the site folder as the process's working directory when the site has plugins
 * of its own: Docusaurus always runs them from there, and plugins rely on it (a tsconfig read
 * with "./" as its base). The working directory is the process's, so the compile workers see it
 * too; only the main thread may change it. Nested and concurrent calls share one change.
 */
export async function withSiteCwd<T>(siteDir: string, sitePlugins: boolean, work: () => Promise<T>): Promise<T> {
  if (!sitePlugins || !isMainThread) return work();
  const previous = process.cwd();
  if (siteCwdDepth++ === 0) process.chdir(path.resolve(siteDir));
  try {
    return await work();
  } finally {
    if (--siteCwdDepth === 0) process.chdir(previous);
  }
}
