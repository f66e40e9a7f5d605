// What `build` and `check` show while they work: on a terminal, one line rewritten in place with
// the phase and pages done; elsewhere (a CI log, a file), one line per finished phase with its
// time, so a long build is never silent; with --timings, a breakdown once the build ends.
import type { Phase } from '../compiler/build.ts';
import { threadCpuMs } from '../compiler/workers/thread-cpu.ts';
import { onWorkerUsage, type WorkerUsage } from '../compiler/workers/worker-pool.ts';

export type Progress = (phase: Phase, done: number, total: number) => void;

export interface BuildProgress {
  onProgress: Progress | undefined;
  /** Ends the last phase's line; call before the summary is printed. */
  finish(): void;
}

const seconds = (ms: number) => `${(Math.max(0, ms) / 1000).toFixed(2)} s`;

/** The reporters that fit where stderr and stdout go, combined. */
export function buildProgress(options: { timings?: boolean } = {}): BuildProgress & { printTimings(): void } {
  const live = process.stderr.isTTY ? liveLine() : undefined;
  const log = process.stdout.isTTY ? undefined : phaseLog((line) => console.log(line));
  const timer = options.timings ? phaseTimer() : undefined;
  const reporters = [live, log?.onProgress, timer?.onProgress].filter((r): r is Progress => r !== undefined);
  return {
    onProgress: reporters.length ? (phase, done, total) => reporters.forEach((report) => report(phase, done, total)) : undefined,
    finish() {
      if (live) process.stderr.write('\r\x1b[2K');
      log?.finish();
    },
    printTimings: () => timer?.print(),
  };
}

/** The phase and pages done, rewritten in place on stderr. */
function liveLine(): Progress {
  let last = 0;
  return (phase, done, total) => {
    const now = Date.now();
    if (now - last < 80 && done !== total) return;
    last = now;
    process.stderr.write(`\r\x1b[2K  ${phase}${total > 1 ? ` ${done}/${total} pages` : ''}`);
  };
}

/** One line per phase once it ends: `compile 4.72 s, 374 pages`. */
export function phaseLog(print: (line: string) => void, now: () => number = () => performance.now()): BuildProgress {
  let current: { phase: Phase; at: number; total: number } | null = null;
  const end = () => {
    if (!current) return;
    print(`  ${current.phase} ${seconds(now() - current.at)}${current.total > 1 ? `, ${current.total} pages` : ''}`);
    current = null;
  };
  return {
    onProgress(phase, _done, total) {
      if (current?.phase === phase) {
        current.total = Math.max(current.total, total);
        return;
      }
      end();
      current = { phase, at: now(), total };
    },
    finish: end,
  };
}

/**
 * With --timings: notes when each phase starts, and prints the breakdown once the build ends: per
 * phase its wall time, the CPU time of every thread and of the main thread alone; then each
 * worker thread's CPU, busy and alive time and what it ran.
 */
function phaseTimer(): { onProgress: Progress; print: () => void } {
  // When each phase started, the process's CPU time then (every thread's: on a shared or busy
  // machine it varies far less than wall time), and the main thread's heap (workers have their own).
  const started = new Map<Phase, { at: number; cpu: number; main: number | null; heap: number; rss: number }>();
  const origin = performance.now();
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const workers: WorkerUsage[] = [];
  onWorkerUsage((usage) => workers.push(usage));
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  return {
    onProgress: (phase) => {
      if (started.has(phase)) return;
      const { heapUsed: heap, rss } = process.memoryUsage();
      started.set(phase, { at: performance.now() - origin, cpu: cpu(), main: threadCpuMs(), heap, rss });
    },
    print: () => {
      const starts = [...started];
      const end = { at: performance.now() - origin, cpu: cpu(), main: threadCpuMs() };
      const rows = starts.map(([phase, { at, cpu: from, main, heap, rss }], i) => {
        const next = starts[i + 1]?.[1] ?? end;
        const mainCpu = main === null || next.main === null ? '' : `, main thread ${seconds(next.main - main)}`;
        return `${phase} ${seconds(next.at - at)}, cpu ${seconds(next.cpu - from)}${mainCpu} (heap ${mb(heap)}, rss ${mb(rss)} at start)`;
      });
      console.log(`timings: ${rows.join(', ')}; cpu ${seconds(end.cpu)}; peak RSS ${mb(process.resourceUsage().maxRSS * 1024)}`);
      if (workers.length) {
        const lines = workers.map((w, i) => {
          const tasks = Object.entries(w.tasks).map(([task, n]) => `${n} ${task}`).join(' + ');
          const firstReply = w.firstReply === null ? '' : `, first reply after ${seconds(w.firstReply)}`;
          return `worker ${i + 1} (${tasks} tasks): ${w.cpu === null ? '' : `cpu ${seconds(w.cpu)}, `}busy ${seconds(w.active)} of ${seconds(w.alive)}${firstReply}`;
        });
        console.log(`workers: ${lines.join('; ')}`);
      }
      // What neither the main thread nor a worker's own thread spent: V8's helper threads
      // (optimizing compiler, concurrent garbage collection) and libuv's (file system, zlib).
      const own = (end.main ?? NaN) + workers.reduce((sum, w) => sum + (w.cpu ?? NaN), 0);
      if (!Number.isNaN(own)) console.log(`threads: main ${seconds(end.main!)}, workers ${seconds(own - end.main!)}, V8 and libuv helper threads ${seconds(end.cpu - own)}`);
    },
  };
}
