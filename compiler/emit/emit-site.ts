// Writes the whole site: runtime assets, one hashed chunk and one HTML file per route, the route
// table and sidebars (once each, hashed), feeds, sitemap, llms.txt, redirects and static files.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RouteTable } from '../../runtime/contract.ts';
import { routeKey, type PageGraph } from '../graph/page-graph.ts';
import { notFoundRoute } from '../passes/add-site-pages.ts';
import { packageRoot } from '../package-root.ts';
import type { Staging } from '../output/atomic-output.ts';
import { bundleRuntime } from './bundle-runtime.ts';
import { toClientConfig } from './client-config.ts';
import { emitFeeds } from './emit-feeds.ts';
import { emitLlms } from './emit-llms.ts';
import { emitSitemap } from './emit-sitemap.ts';
import { escapeHtml } from './escape-html.ts';
import { loadHtmlShell, renderHtml } from './render-html.ts';
import { routeToFile } from './route-to-file.ts';
import { toPageData } from './to-page-data.ts';

export interface EmitOptions {
  graph: PageGraph;
  staging: Staging;
  onProgress?: (done: number, total: number) => void;
}

const hashOf = (text: string | Uint8Array) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 10);

export async function emitSite({ graph, staging, onProgress }: EmitOptions): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  const write = (file: string, contents: string | Uint8Array) => {
    bytes += staging.write(file, contents);
    files++;
  };
  const base = graph.config.baseUrl.replace(/\/$/, '');
  const runtime = await bundleRuntime();
  for (const [file, contents] of runtime.files) write(file, contents);
  const config = toClientConfig(graph.config, graph.versions);

  const sidebars: Record<string, string> = {};
  for (const [version, items] of graph.sidebars) {
    const json = JSON.stringify(items);
    const file = `assets/sidebar-${version.replace(/[^\w.-]/g, '_')}.${hashOf(json)}.json`;
    write(file, json);
    sidebars[version] = `${base}/${file}`;
  }

  const pages = [...graph.pages.values()];
  const datas = pages.map((page) => toPageData(graph, page));
  const routes: RouteTable['routes'] = {};
  const chunks = datas.map((data, i) => {
    const code = `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});\n`;
    const name = pages[i]!.route.replace(/^\/|\/$/g, '').replace(/[^\w.-]+/g, '-').slice(-60) || 'index';
    const file = `assets/pages/${name}.${hashOf(code)}.js`;
    write(file, code);
    routes[routeKey(data.route)] = { chunk: `${base}/${file}`, ...(data.version ? { v: data.version } : {}) };
    return file;
  });
  const table: RouteTable = { config, routes, sidebars, searchIndexes: {}, css: `${base}/${runtime.css}` };
  const tableJson = JSON.stringify(table);
  const tableFile = `assets/routes.${hashOf(tableJson)}.json`;
  write(tableFile, tableJson);

  const shell = loadHtmlShell(config);
  datas.forEach((data, i) => {
    const sidebar = data.version ? graph.sidebars.get(data.version) ?? null : null;
    const body = runtime.renderPage({ config, page: data, sidebar });
    const html = renderHtml({ shell, config, page: data, body, boot: { routeTable: `${base}/${tableFile}`, chunk: `${base}/${chunks[i]}`, route: data.route }, css: runtime.css, script: runtime.script });
    write(routeToFile(data.route === notFoundRoute ? notFoundRoute : data.route), html);
    if (i % 50 === 49) onProgress?.(i + 1, datas.length);
  });

  for (const map of [emitSitemap(graph), emitFeeds(graph), emitLlms(graph)]) for (const [file, text] of map) write(file, text);
  const redirect = fs.readFileSync(path.join(packageRoot(), 'templates', 'redirect.html'), 'utf8');
  for (const { from, to } of graph.config.redirects) write(routeToFile(from), redirect.replaceAll('{{to}}', escapeHtml(/^[a-z]+:/i.test(to) ? to : base + to)));
  for (const [source, url] of graph.assets) write(url.slice(1), fs.readFileSync(path.join(graph.siteDir, source)));
  for (const url of graph.staticFiles) write(url.slice(1), fs.readFileSync(path.join(graph.siteDir, 'static', url)));
  return { bytes, files };
}
