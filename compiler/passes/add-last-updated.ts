// Last-updated times from git history: one `git log` for the whole content folder, not one per page.
import { execFileSync } from 'node:child_process';
import type { PageGraph } from '../graph/page-graph.ts';

export function addLastUpdated(graph: PageGraph): PageGraph {
  const times = gitTimes(graph.siteDir);
  if (!times.size) return graph;
  for (const page of graph.pages.values()) {
    if (page.file) page.lastUpdated = times.get(page.file) ?? null;
  }
  return graph;
}

function gitTimes(siteDir: string): Map<string, number> {
  const times = new Map<string, number>();
  let log: string;
  let prefix: string;
  try {
    prefix = execFileSync('git', ['rev-parse', '--show-prefix'], { cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    log = execFileSync('git', ['log', '--format=%x00%ct', '--name-only', '--no-renames', '--', 'content'], {
      cwd: siteDir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return times; // Not a git checkout, or no git: pages simply show no date.
  }
  let time = 0;
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) time = Number(line.slice(1)) * 1000;
    else if (line && line.startsWith(prefix)) {
      const file = line.slice(prefix.length);
      if (!times.has(file)) times.set(file, time);
    }
  }
  return times;
}
