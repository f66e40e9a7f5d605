// The sfpdocs command line. Each command declares its options and calls one compiler entry
// point; only this file formats diagnostics and turns results into exit codes
// (0 success, 1 build error, 2 usage error).
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import type { BuildResult } from '../compiler/build.ts';
import { closestMatch } from '../compiler/diagnostics/closest-match.ts';
import { compilerVersion } from '../compiler/package-root.ts';
import { buildProgress, type BuildProgress } from './build-progress.ts';
import { codePagesLine } from './code-pages-line.ts';
import { formatDiagnostic } from './format-diagnostic.ts';
import { onInterrupt } from './interrupt.ts';
import { networkNotice } from './network-notice.ts';
import { openBrowser } from './open-browser.ts';
import { enableCompileCache } from '../compiler/workers/compile-cache.ts';

// Each command loads the code it needs when it runs (esbuild gives each import() a chunk of its
// own), so `--help`, `--version` and a usage error answer without loading the compiler; on Node
// 22.1+ that code comes compiled from the last run.
enableCompileCache();

const exitUsage = 2;
const exitBuildError = 1;

/** A path as the terminal shows it: relative to the working folder. */
function shownPath(file: string): string {
  return path.relative(process.cwd(), path.resolve(file)) || '.';
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('a port is a whole number from 0 to 65535.');
  return port;
}

function parsePoll(value: string): number {
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < minPollMs) throw new InvalidArgumentError(`a polling interval is a whole number of milliseconds, at least ${minPollMs}.`);
  return ms;
}

/** `--poll` without a value: once a second, as each look stats every watched file. */
const defaultPollMs = 1000;
const minPollMs = 50;

function report(result: BuildResult, verb: string, progress: BuildProgress): number {
  progress.finish();
  // Which config was read: a folder may hold a site.config.ts or a Docusaurus site's config.
  if (result.config?.file && /^docusaurus\.config\.[cm]?[jt]s$/.test(result.config.file)) console.log(`config: ${result.config.file} (a Docusaurus site)`);
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  const warnings = result.diagnostics.filter((d) => d.severity === 'warning');
  for (const d of result.diagnostics) console.error(formatDiagnostic(d));
  for (const note of result.cache?.notes ?? []) console.error(`warning: ${note}`);
  if (result.diagnostics.length) console.error(`${errors.length} error${errors.length === 1 ? '' : 's'}, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}`);
  const perLocale = result.pagesPerLocale ? `; ${Object.entries(result.pagesPerLocale).map(([l, n]) => `${l}: ${n}`).join(', ')}` : '';
  const perVersion = Object.entries(result.pagesPerVersion).map(([v, n]) => `${v}: ${n}`).join(', ') + perLocale;
  if (result.ok) {
    const size = result.bytes ? `, ${(result.bytes / 1024 / 1024).toFixed(2)} MB in ${result.files} files` : '';
    console.log(`${verb} ${result.pages} pages (${perVersion}) in ${(result.ms / 1000).toFixed(2)} s, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}${size}`);
    if (result.codePages) console.log(codePagesLine(result.codePages));
    if (result.bytes) console.log(`output: ${path.relative(process.cwd(), result.outDir) || '.'}`);
    return 0;
  }
  // Said only when true: a folder that is not there was not "left as it was".
  const previous = verb !== 'built' ? '' : fs.existsSync(result.outDir) ? '; the previous output was left as it was' : '; no output was written';
  console.error(`${verb === 'built' ? 'build' : 'check'} failed${previous}`);
  return exitBuildError;
}

/**
 * The site's code runs in this process: a config, a plugin or a component that calls
 * process.exit while the build runs (from a timer, after loading) would end it with that code and
 * no word. Until the returned function is called, such an exit is reported and made a failure.
 */
function reportEarlyExit(command: 'build' | 'check'): () => void {
  const onExit = (code: number) => {
    // An interrupt (Ctrl+C: exit code 130) has said what it stopped.
    if (code === 130) return;
    console.error(`\n${command} stopped before it finished (exit code ${code}): code the site runs (its config, a plugin or a component) ended the process  (remove the process.exit call from the site's code)`);
    process.exitCode = exitBuildError;
  };
  process.once('exit', onExit);
  return () => void process.off('exit', onExit);
}

const program = new Command('sfpdocs')
  .description('Compile a documentation site from markdown: versions, checks, prerendered HTML, offline support.')
  .version(compilerVersion(), '-v, --version')
  .showSuggestionAfterError(true)
  .addHelpText(
    'after',
    `
Examples:
  $ sfpdocs init my-docs                start a site in ./my-docs
  $ sfpdocs build                       build ./content with ./site.config.ts into ./build
  $ sfpdocs check                       run every check, write nothing
  $ sfpdocs start                       writers' mode: build, serve, rebuild on save (= serve --watch)
  $ sfpdocs build site --base-url /v2/  build for a host that serves the site under /v2/
  $ sfpdocs clear                       remove the build cache and the output

Exit codes: 0 success, 1 build error, 2 usage error, 130 stopped with Ctrl+C.
Problems are printed as  path/to/file.md:LINE:COL  message  (hint).
Documentation: docs/cli.md, docs/troubleshooting.md`,
  )
  .exitOverride();

program
  .command('build')
  .description('compile the site in siteDir into static files')
  .argument('[siteDir]', 'folder with site.config.ts and content/', '.')
  .option('--out-dir <dir>', 'output folder (default: siteDir/build)')
  .option('--base-url <path>', 'path the site is served under, overriding baseUrl in site.config.ts')
  .option('--no-cache', 'compile and render every page afresh, without reading or writing the build cache')
  .option('--no-precompress', 'write no .br/.gz copies of the output, whatever precompress in site.config.ts says')
  .option('--timings', 'print how long each phase of the build took')
  .option('--empty-out-dir', 'replace the output folder even when it holds files sfpdocs did not write (never the site folder, its sources or a folder holding .git)')
  .option('--locale <locale>', 'build only this locale of the site (repeat for several; default: every locale)', collect, [])
  .addHelpText('after', '\nExamples:\n  $ sfpdocs build\n  $ sfpdocs build ./website --out-dir dist --base-url /docs-preview/\n  $ sfpdocs build --no-cache\n  $ sfpdocs build --locale en --locale fr')
  .action(async (siteDir: string, opts: { outDir?: string; baseUrl?: string; cache: boolean; precompress: boolean; timings?: boolean; emptyOutDir?: boolean; locale: string[] }) => {
    // The server renderer loads React's production build (about twice as fast, same markup).
    process.env.NODE_ENV ??= 'production';
    // V8 lets a heap grow to up to four times its live data between full collections; a build
    // makes garbage fast on every thread (parsers, renderers), so that headroom was a large part
    // of its peak memory. 1.75 times: peak RSS 340 -> 285 MB at 330 pages, for garbage collection
    // going from 10.0% to 10.5% of the CPU time. Read at each collection, so it applies from here,
    // worker threads included.
    v8.setFlagsFromString('--heap-growing-percent=75');
    const progress = buildProgress({ timings: opts.timings });
    const outDir = shownPath(opts.outDir ?? path.join(siteDir, 'build'));
    const interrupted = onInterrupt(() => `stopped the build: ${outDir} was left as it was, and the build's temporary folders were removed`);
    const finished = reportEarlyExit('build');
    const { build } = await import('../compiler/build.ts');
    const result = await build({
      siteDir,
      outDir: opts.outDir,
      baseUrl: opts.baseUrl,
      ...(opts.cache ? {} : { cache: false }),
      // Without the flag, site.config.ts decides.
      ...(opts.precompress ? {} : { precompress: false }),
      emptyOutDir: opts.emptyOutDir,
      ...(opts.locale.length ? { locales: opts.locale } : {}),
      onProgress: progress.onProgress,
    }).finally(() => {
      finished();
      progress.finish();
    });
    interrupted();
    process.exitCode = report(result, 'built', progress);
    progress.printTimings();
  });

program
  .command('check')
  .description('run every build-time check (links, anchors, duplicate routes, front matter) without writing output')
  .argument('[siteDir]', 'folder with site.config.ts and content/', '.')
  .addHelpText('after', '\nExample:\n  $ sfpdocs check')
  .action(async (siteDir: string) => {
    const progress = buildProgress();
    const interrupted = onInterrupt(() => 'stopped the check');
    const finished = reportEarlyExit('check');
    const { check } = await import('../compiler/build.ts');
    const result = await check({ siteDir, onProgress: progress.onProgress }).finally(finished);
    interrupted();
    process.exitCode = report(result, 'checked', progress);
  });

interface ServeCommandOptions {
  dir?: string;
  port: number;
  host: string;
  baseUrl?: string;
  watch?: boolean;
  open?: boolean;
  poll?: number | true;
  locale?: string;
}

/** A repeatable option's values, in order. */
function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** Writers' mode, for `serve --watch`, `start` and `dev` alike. */
async function runWatch(siteDir: string, opts: ServeCommandOptions): Promise<void> {
  if (opts.baseUrl) {
    console.error("--base-url serves a built folder; writers' mode serves under baseUrl of site.config.ts  (drop --base-url, or set baseUrl)");
    process.exitCode = exitUsage;
    return;
  }
  // Set before the compiler loads, which takes a moment: the first build can be stopped at any point.
  const interrupted = onInterrupt(() => "stopped writers' mode before it served (nothing was written to the site)");
  const { runServeWatch } = await import('./serve-watch-command.ts');
  process.exitCode = await runServeWatch(siteDir, { ...opts, poll: opts.poll === true ? defaultPollMs : opts.poll, onServing: interrupted });
}

/** The options writers' mode takes, on each command that starts it. */
function watchOptions(command: Command): Command {
  return command
    .option('--port <n>', 'port to listen on', parsePort, 3000)
    .option('--host <host>', 'address to bind; beyond loopback (e.g. 0.0.0.0) other machines can read the site', '127.0.0.1')
    .option('--open', 'open the site in the default browser, where there is one')
    .option('--poll [ms]', `writers' mode: look for changes every ms milliseconds (default ${defaultPollMs}) instead of waiting for file system events (network mounts, containers)`, parsePoll)
    .option('--locale <locale>', "writers' mode: serve this locale of the site (default: the default locale), under its base URL");
}

watchOptions(
  program
    .command('serve')
    .description('serve a built folder the way a static host does (with --watch: writers\' mode)')
    .argument('[siteDir]', 'site folder', '.')
    .option('--dir <dir>', 'folder to serve (default: siteDir/build)')
    .option('--base-url <path>', 'path to serve the folder under (default: the base URL it was built for)')
    .option('--watch', "writers' mode: build in memory, watch the sources, update open pages"),
)
  .addHelpText('after', '\nExamples:\n  $ sfpdocs serve\n  $ sfpdocs serve --port 8080 --host 0.0.0.0\n  $ sfpdocs serve --watch --open')
  .action(async (siteDir: string, opts: ServeCommandOptions) => {
    if (opts.watch) return runWatch(siteDir, opts);
    if (opts.poll !== undefined) {
      console.error('--poll watches the sources in writers\' mode  (add --watch, or drop --poll)');
      process.exitCode = exitUsage;
      return;
    }
    if (opts.locale !== undefined) {
      console.error("--locale chooses the locale writers' mode builds; a built folder holds every locale it was built with  (add --watch, or drop --locale)");
      process.exitCode = exitUsage;
      return;
    }
    const { builtBaseUrl, serve } = await import('../compiler/serve.ts');
    const dir = path.resolve(opts.dir ?? path.join(siteDir, 'build'));
    if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
      console.error(`nothing to serve: ${path.relative(process.cwd(), dir) || '.'} is not a folder  (run \`sfpdocs build${siteDir === '.' ? '' : ` ${siteDir}`}\` first, or name the folder with --dir)`);
      process.exitCode = exitUsage;
      return;
    }
    const server = await serve({ dir, port: opts.port, host: opts.host, baseUrl: opts.baseUrl });
    const built = builtBaseUrl(dir);
    if (built && built !== server.baseUrl) console.error(`warning: ${path.relative(process.cwd(), dir) || '.'} was built for the base URL ${built}, served under ${server.baseUrl}: its pages look for their files under ${built}  (build with --base-url ${server.baseUrl})`);
    const port = Number(new URL(server.url).port);
    for (const line of networkNotice({ host: opts.host, port, path: server.baseUrl, what: 'site' })) console.error(line);
    console.log(`serving ${path.relative(process.cwd(), dir) || '.'} at ${server.url}${server.baseUrl}`);
    if (opts.open) openBrowser(`${server.url}${server.baseUrl}`);
    const stop = () => {
      console.error(`stopped serving ${path.relative(process.cwd(), dir) || '.'}`);
      void server.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });

for (const name of ['start', 'dev']) {
  watchOptions(
    program
      .command(name)
      .description(`writers' mode, the same as serve --watch: build, serve, watch the sources, update open pages`)
      .argument('[siteDir]', 'site folder', '.'),
  )
    .addHelpText('after', `\nExamples:\n  $ sfpdocs ${name}\n  $ sfpdocs ${name} --open --port 8080`)
    .action((siteDir: string, opts: ServeCommandOptions) => runWatch(siteDir, opts));
}

program
  .command('init')
  .description('start a site in dir: config, starter pages, blog, home page (in a Docusaurus site: only the package.json scripts)')
  .argument('[dir]', 'folder to make the site in (created when missing)', '.')
  .option('--title <text>', 'the site title (default: from the folder name)')
  .option('--tagline <text>', 'one line under the title')
  .option('--url <url>', 'the address readers will reach the site at, e.g. https://docs.example.com')
  .option('--repo <url>', "the repository's web address, for edit links and a navbar link, e.g. https://github.com/org/docs")
  .option('--from-docusaurus', 'the folder holds a Docusaurus site: add the scripts that run it on sfpdocs and touch nothing else')
  .option('--force', 'write the starter files into a folder that holds other files (no file that exists is replaced)')
  .addHelpText('after', '\nExamples:\n  $ sfpdocs init my-docs\n  $ sfpdocs init my-docs --title "Acme Docs" --url https://docs.acme.example --repo https://github.com/acme/docs\n  $ sfpdocs init website --from-docusaurus')
  .action(async (dir: string, opts: { title?: string; tagline?: string; url?: string; repo?: string; fromDocusaurus?: boolean; force?: boolean }) => {
    const { initSite } = await import('../compiler/init/init-site.ts');
    const result = initSite({ dir, ...opts });
    if (!result.ok) {
      console.error(`${result.message}  (${result.hint})`);
      process.exitCode = exitUsage;
      return;
    }
    const where = path.relative(process.cwd(), result.dir) || '.';
    const cd = where === '.' ? '' : `cd ${/\s/.test(where) ? JSON.stringify(where) : where} && `;
    if (result.kind === 'docusaurus') {
      console.log(`added to ${path.join(where, 'package.json')}: sfpdocs as a dependency and the scripts ${Object.keys(result.scripts).join(', ')} (the Docusaurus scripts stay as they are; nothing else changed)`);
      console.log(`\nNext:\n  ${cd}npm install\n  npm run sfpdocs:start`);
      return;
    }
    console.log(`created a site in ${where}: ${result.written.join(', ')}`);
    if (result.kept.length) console.log(`kept as they were: ${result.kept.join(', ')}`);
    console.log(`\nNext:\n  ${cd}npm install\n  npm start`);
  });

program
  .command('clear')
  .description('remove the build cache and the output folder (both are always safe to remove)')
  .argument('[siteDir]', 'site folder', '.')
  .option('--out-dir <dir>', 'output folder (default: siteDir/build)')
  .addHelpText('after', '\nExample:\n  $ sfpdocs clear')
  .action(async (siteDir: string, opts: { outDir?: string }) => {
    const { clear } = await import('../compiler/clear.ts');
    const { removed, refused } = clear({ siteDir, outDir: opts.outDir });
    const shown = (dir: string) => `${path.relative(process.cwd(), dir) || '.'}${path.sep}`;
    for (const { dir, bytes } of removed) console.log(`removed ${shown(dir)} (${(bytes / 1024 / 1024).toFixed(2)} MB)`);
    if (!removed.length && !refused) console.log('nothing to remove: no build cache and no output');
    if (refused) {
      console.error(`${refused.message}  (${refused.hint})`);
      process.exitCode = exitUsage;
    }
  });

// A mistyped command is answered with the closest one, as a mistyped option is; a word that is
// close to none is answered with the list.
program.on('command:*', ([name]: string[]) => {
  const names = program.commands.map((command) => command.name());
  const closest = closestMatch(name ?? '', names);
  program.error(`error: unknown command '${name}'\n(${closest ? `Did you mean ${closest}?` : `commands: ${names.join(', ')}`})`, { code: 'commander.unknownCommand', exitCode: exitUsage });
});

// Output piped into a command that stops reading (`sfpdocs --help | head`) ends quietly.
for (const stream of [process.stdout, process.stderr]) stream.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

try {
  await program.parseAsync(process.argv);
} catch (error) {
  const { UsageError } = await import('../compiler/usage-error.ts');
  const { WriteError } = await import('../compiler/output/write-error.ts');
  if (error instanceof UsageError) {
    console.error(`${error.message}  (${error.hint})`);
    process.exitCode = exitUsage;
  } else if (error instanceof WriteError) {
    console.error(`${error.message}  (${error.hint})`);
    process.exitCode = exitBuildError;
  } else if (error instanceof CommanderError) {
    process.exitCode = error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help' ? 0 : exitUsage;
  } else {
    const err = error as Error & { code?: string };
    if (err.code === 'EADDRINUSE') {
      console.error(`${err.message}  (choose another port with --port)`);
      process.exitCode = exitUsage;
    } else {
      console.error('sfpdocs crashed; this is a bug in sfpdocs. Please report it with the output below.');
      let current: unknown = error;
      while (current) {
        console.error(current instanceof Error ? current.stack : String(current));
        current = current instanceof Error ? current.cause : undefined;
      }
      process.exitCode = exitBuildError;
    }
  }
}
