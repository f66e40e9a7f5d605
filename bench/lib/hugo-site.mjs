// A Hugo site around a folder of markdown, for the build benchmark's side-by-side run: the same
// pages rendered by a native generator doing comparable work. Hugo renders each page's markdown
// (Goldmark, raw HTML kept, as sfpdocs keeps it), highlights its code blocks (Chroma, Hugo's
// default), and runs a template per page with what an sfpdocs page has around its article: a
// navbar with the versions, a sidebar of the version's groups with the current group's pages open
// and the current page marked (as sfpdocs' sidebar shows it),
// the table of contents, previous/next links and a footer. Hugo's own default outputs (sitemap,
// RSS per section) stay on; sfpdocs' search index, service worker and React bundles have no
// counterpart here, which favours Hugo.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Debian's `hugo`: its path, installed with apt when missing and possible (root); null otherwise. */
export function findHugo() {
  const found = () => ['/usr/bin/hugo', '/usr/local/bin/hugo'].find((file) => fs.existsSync(file)) ?? null;
  if (found()) return found();
  if (process.getuid?.() !== 0) return null;
  console.log('installing Debian\'s hugo (apt-get install hugo) for the side-by-side run…');
  const install = () => spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'hugo'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  if (!install()) {
    spawnSync('apt-get', ['update'], { stdio: 'ignore' });
    install();
  }
  return found();
}

export function hugoVersion(hugo) {
  return /v[\d.]+/.exec(spawnSync(hugo, ['version'], { encoding: 'utf8' }).stdout)?.[0] ?? '?';
}

const single = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ .Title }} | {{ .Site.Title }}</title>
{{ with .Summary }}<meta name="description" content="{{ . | plainify | truncate 160 }}">{{ end }}
<link rel="stylesheet" href="{{ "site.css" | relURL }}">
</head>
<body>
<nav class="navbar"><a href="{{ "/" | relURL }}">{{ .Site.Title }}</a>
{{ range .Site.Sections }}<a href="{{ .RelPermalink }}"{{ if eq .Section $.Section }} aria-current="true"{{ end }}>{{ .Title }}</a>{{ end }}
</nav>
<div class="layout">
<aside class="sidebar"><ul>
{{ $current := . }}{{ $dir := .File.Dir }}{{ range partialCached "groups.html" .CurrentSection .CurrentSection.Section }}<li><a href="{{ .RelPermalink }}">{{ path.Base .File.Dir }}</a>{{ if eq .File.Dir $dir }}<ul>
{{ range $current.CurrentSection.RegularPagesRecursive.ByWeight }}{{ if eq .File.Dir $dir }}<li><a href="{{ .RelPermalink }}"{{ if eq . $current }} aria-current="page"{{ end }}>{{ .Title }}</a></li>
{{ end }}{{ end }}</ul>{{ end }}</li>
{{ end }}</ul></aside>
<main><article><h1>{{ .Title }}</h1>
{{ .Content }}
</article>
<nav class="pagination">{{ with .PrevInSection }}<a href="{{ .RelPermalink }}">← {{ .Title }}</a>{{ end }}{{ with .NextInSection }}<a href="{{ .RelPermalink }}">{{ .Title }} →</a>{{ end }}</nav>
</main>
<aside class="toc">{{ .TableOfContents }}</aside>
</div>
<footer>{{ .Site.Title }} · {{ .Lastmod.Format "2006-01-02" }} · {{ .ReadingTime }} min read</footer>
</body>
</html>
`;

// The version's groups (folders), each as its first page: made once per version, as sfpdocs makes
// each version's sidebar once.
const groups = `{{ $firsts := slice }}{{ $seen := slice }}{{ range .RegularPagesRecursive.ByWeight }}{{ if not (in $seen .File.Dir) }}{{ $seen = $seen | append .File.Dir }}{{ $firsts = $firsts | append . }}{{ end }}{{ end }}{{ return $firsts }}`;

const list = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} | {{ .Site.Title }}</title><link rel="stylesheet" href="{{ "site.css" | relURL }}"></head>
<body><main><h1>{{ .Title }}</h1><ul>{{ range .RegularPagesRecursive.ByWeight }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></main></body></html>
`;

/** Writes a Hugo site in `dir` whose content is `contentDir`; returns the command's arguments for an output folder. */
export function writeHugoSite(dir, contentDir) {
  fs.mkdirSync(path.join(dir, 'layouts', '_default'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'static'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'config.toml'),
    [
      `baseURL = "https://example.org/"`,
      `title = "Benchmark docs"`,
      `contentDir = ${JSON.stringify(path.resolve(contentDir))}`,
      // No git, no network, nothing but the pages.
      `enableGitInfo = false`,
      `disableKinds = ["taxonomy", "term"]`,
      `[markup.goldmark.renderer]`,
      `unsafe = true`,
      `[markup.highlight]`,
      `codeFences = true`,
      `guessSyntax = false`,
      ``,
    ].join('\n'),
  );
  fs.writeFileSync(path.join(dir, 'layouts', '_default', 'single.html'), single);
  fs.writeFileSync(path.join(dir, 'layouts', '_default', 'list.html'), list);
  fs.mkdirSync(path.join(dir, 'layouts', 'partials'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'layouts', 'partials', 'groups.html'), groups);
  fs.writeFileSync(path.join(dir, 'static', 'site.css'), 'body{font-family:system-ui}.layout{display:flex}\n');
  return (outDir) => ['--source', dir, '--destination', outDir, '--quiet', '--ignoreCache'];
}
