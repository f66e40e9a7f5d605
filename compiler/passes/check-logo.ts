// The site's SVG logo is drawn into the web app's icons at build time (emit-manifest.ts): a logo
// that is empty, cannot be read or cannot be parsed as SVG is an error at the config's `logo`
// key, found while checking, instead of the renderer failing the build as a crash of sfpdocs.
import fs from 'node:fs';
import path from 'node:path';
import type { PageGraph } from '../graph/page-graph.ts';
import { fileErrorReason } from '../cache/build-cache.ts';

export async function checkLogo(graph: PageGraph): Promise<PageGraph> {
  const { logo } = graph.config;
  const file = logo.endsWith('.svg') ? graph.staticFiles.get(logo) : undefined;
  if (!file) return graph;
  const problem = await svgProblem(path.join(graph.siteDir, file));
  if (problem) {
    graph.diagnostics.push({
      file: graph.config.file ?? 'site.config.ts',
      ...keyPosition(graph.config.source, 'logo'),
      message: `\`logo\` ${file} ${problem}`,
      hint: 'fix the SVG, from which the web app icons are drawn, or set `logo` to another file',
      ruleId: 'config',
      severity: 'error',
    });
  }
  return graph;
}

async function svgProblem(file: string): Promise<string | null> {
  let svg: string;
  try {
    svg = fs.readFileSync(file, 'utf8');
  } catch (error) {
    return `cannot be read: ${fileErrorReason(error)}`;
  }
  if (!svg.trim()) return 'is empty';
  const { Resvg } = await import('@resvg/resvg-js');
  try {
    // Parsing is what fails on a broken file; drawing it is left to the build.
    new Resvg(svg);
    return null;
  } catch (error) {
    return `cannot be drawn: ${(error as Error).message.replace(/\.$/, '')}`;
  }
}

/** Where `key:` is written in the config's source, or 1:1. */
function keyPosition(source: string, key: string): { line: number; column: number } {
  const match = new RegExp(`(^|[\\s{,])['"]?${key}['"]?\\s*:`, 'm').exec(source);
  if (!match) return { line: 1, column: 1 };
  const offset = match.index + match[1]!.length;
  const before = source.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}
