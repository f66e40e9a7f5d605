// The sfpdocs command line. Each command declares its options and calls one compiler entry
// point; only this file formats diagnostics and turns results into exit codes
// (0 success, 1 build error, 2 usage error).
import path from 'node:path';
import v8 from 'node:v8';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import type { BuildResult, Phase } from '../compiler/build.ts';
import { compilerVersion } from '../compiler/package-root.ts';
import { formatDiagnostic } from './format-diagnostic.ts';

// Each command loads the code it needs when it runs (esbuild gives each import() a chunk of its
// own), so `--help`, `--version` and a usage error answer without loading the compiler.

const exitUsage = 2;
const exitBuildError = 1;

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('a port is a whole number from 0 to 65535.');
  return port;
}

type Progress = (phase: Phase, done: number, total: number) => void;

function progressReporter(): Progress | undefined {
  if (!process.stderr.isTTY) return undefined;
  let last = 0;
  return (phase, done, total) => {
    const now = Date.now();
    if (now - last < 80 && done !== total) return;
    last = now;
    process.stderr.write(`\r\x1b[2K  ${phase}${total > 1 ? ` ${done}/${total} pages` : ''}`);
  };
}

/** With --timings: notes when each phase starts, and prints the breakdown once the build ends. */
function phaseTimer(progress: Progress | undefined): { onProgress: Progress | undefined; print: () => void } {
  // When each phase started, the process's CPU time then (every thread's: on a shared or busy
  // machine it varies far less than wall time), and the main thread's heap (workers have their own).
  const started = new Map<Phase, { at: number; cpu: number; heap: number; rss: number }>();
  const origin = performance.now();
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  const s = (ms: number) => `${(Math.max(0, ms) / 1000).toFixed(2)} s`;
  return {
    onProgress: (phase, done, total) => {
      if (!started.has(phase)) {
        const { heapUsed: heap, rss } = process.memoryUsage();
        started.set(phase, { at: performance.now() - origin, cpu: cpu(), heap, rss });
      }
      progress?.(phase, done, total);
    },
    print: () => {
      const starts = [...started];
      const end = { at: performance.now() - origin, cpu: cpu() };
      const rows = starts.map(([phase, { at, cpu: from, heap, rss }], i) => {
        const next = starts[i + 1]?.[1] ?? end;
        return `${phase} ${s(next.at - at)}, cpu ${s(next.cpu - from)} (heap ${mb(heap)}, rss ${mb(rss)} at start)`;
      });
      console.log(`timings: ${rows.join(', ')}; cpu ${s(end.cpu)}; peak RSS ${mb(process.resourceUsage().maxRSS * 1024)}`);
    },
  };
}

function report(result: BuildResult, verb: string): number {
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[2K');
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  const warnings = result.diagnostics.filter((d) => d.severity === 'warning');
  for (const d of result.diagnostics) console.error(formatDiagnostic(d));
  if (result.diagnostics.length) console.error(`${errors.length} error${errors.length === 1 ? '' : 's'}, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}`);
  const perVersion = Object.entries(result.pagesPerVersion).map(([v, n]) => `${v}: ${n}`).join(', ');
  if (result.ok) {
    const size = result.bytes ? `, ${(result.bytes / 1024 / 1024).toFixed(2)} MB in ${result.files} files` : '';
    console.log(`${verb} ${result.pages} pages (${perVersion}) in ${(result.ms / 1000).toFixed(2)} s, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}${size}`);
    if (result.bytes) console.log(`output: ${path.relative(process.cwd(), result.outDir) || '.'}`);
    return 0;
  }
  console.error(`${verb === 'built' ? 'build' : 'check'} failed${verb === 'built' ? '; the previous output was left as it was' : ''}`);
  return exitBuildError;
}

const program = new Command('sfpdocs')
  .description('Compile a documentation site from markdown: versions, checks, prerendered HTML, offline support.')
  .version(compilerVersion(), '-v, --version')
  .showSuggestionAfterError(true)
  .addHelpText(
    'after',
    `
Examples:
  $ sfpdocs build                       build ./content with ./site.config.ts into ./build
  $ sfpdocs check                       run every check, write nothing
  $ sfpdocs serve --watch               writers' mode: build, serve, rebuild on save
  $ sfpdocs build site --base-url /v2/  build for a host that serves the site under /v2/

Exit codes: 0 success, 1 build error, 2 usage error.
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
  .option('--timings', 'print how long each phase of the build took')
  .addHelpText('after', '\nExamples:\n  $ sfpdocs build\n  $ sfpdocs build ./website --out-dir dist --base-url /docs-preview/')
  .action(async (siteDir: string, opts: { outDir?: string; baseUrl?: string; timings?: boolean }) => {
    // The server renderer loads React's production build (about twice as fast, same markup).
    process.env.NODE_ENV ??= 'production';
    // V8 lets a heap grow to up to four times its live data between full collections; a build
    // makes garbage fast on every thread (parsers, renderers), so that headroom was a large part
    // of its peak memory. 1.75 times: peak RSS 340 -> 285 MB at 330 pages, for garbage collection
    // going from 10.0% to 10.5% of the CPU time. Read at each collection, so it applies from here,
    // worker threads included.
    v8.setFlagsFromString('--heap-growing-percent=75');
    const timer = opts.timings ? phaseTimer(progressReporter()) : null;
    const { build } = await import('../compiler/build.ts');
    const result = await build({ siteDir, outDir: opts.outDir, baseUrl: opts.baseUrl, onProgress: timer ? timer.onProgress : progressReporter() });
    process.exitCode = report(result, 'built');
    timer?.print();
  });

program
  .command('check')
  .description('run every build-time check (links, anchors, duplicate routes, front matter) without writing output')
  .argument('[siteDir]', 'folder with site.config.ts and content/', '.')
  .addHelpText('after', '\nExample:\n  $ sfpdocs check')
  .action(async (siteDir: string) => {
    const { check } = await import('../compiler/build.ts');
    const result = await check({ siteDir, onProgress: progressReporter() });
    process.exitCode = report(result, 'checked');
  });

program
  .command('serve')
  .description('serve a built folder the way a static host does (with --watch: writers\' mode)')
  .argument('[siteDir]', 'site folder', '.')
  .option('--dir <dir>', 'folder to serve (default: siteDir/build)')
  .option('--port <n>', 'port to listen on', parsePort, 3000)
  .option('--host <host>', 'address to bind', '127.0.0.1')
  .option('--watch', "writers' mode: build in memory, watch the sources, update open pages")
  .addHelpText('after', '\nExamples:\n  $ sfpdocs serve\n  $ sfpdocs serve --port 8080 --host 0.0.0.0\n  $ sfpdocs serve --watch')
  .action(async (siteDir: string, opts: { dir?: string; port: number; host: string; watch?: boolean }) => {
    if (opts.watch) return void (process.exitCode = await (await import('./serve-watch-command.ts')).runServeWatch(siteDir, opts));
    const { serve } = await import('../compiler/serve.ts');
    const dir = path.resolve(opts.dir ?? path.join(siteDir, 'build'));
    const server = await serve({ dir, port: opts.port, host: opts.host });
    console.log(`serving ${path.relative(process.cwd(), dir) || '.'} at ${server.url}/`);
    const stop = () => void server.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
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
