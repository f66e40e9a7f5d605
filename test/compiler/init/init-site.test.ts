// `sfpdocs init`: a new site that builds with no warning, a folder that is not empty refused
// (or written beside with --force, keeping every file), an npm project's package.json extended,
// and a Docusaurus site given its scripts with nothing else touched.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../compiler/config/load-config.ts';
import { parseFrontMatter } from '../../../compiler/content/parse-front-matter.ts';
import { initSite } from '../../../compiler/init/init-site.ts';
import { makeSite, removeSite, runCli, snapshotDir } from '../../helpers/fixture-site.ts';

const init = suite('sfpdocs init');
const today = '2025-03-14';
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, any>;

init('should make a site that passes every check, with the options a team sets first', async () => {
  const parent = makeSite({});
  const dir = path.join(parent, 'acme-docs');
  try {
    const result = initSite({ dir, title: 'Acme: "Docs"', url: 'https://docs.acme.example', repo: 'https://github.com/acme/docs.git', today });
    assert.ok(result.ok);
    assert.equal(result.ok && result.written, [
      '.gitignore',
      'content/blog/welcome.md',
      'content/docs/index.md',
      'content/docs/publishing/_category_.yml',
      'content/docs/publishing/deploy.md',
      'content/docs/writing-pages.mdx',
      'content/pages/index.md',
      'package.json',
      'site.config.ts',
      'static/img/icon.svg',
    ]);
    const pkg = readJson(path.join(dir, 'package.json'));
    assert.is(pkg.name, 'acme-docs');
    assert.equal(pkg.scripts, { start: 'sfpdocs start --open', build: 'sfpdocs build', serve: 'sfpdocs serve', check: 'sfpdocs check', clear: 'sfpdocs clear' });
    assert.match(pkg.dependencies.sfpdocs, /^\^\d+\.\d+\.\d+$/);

    const config = await loadConfig(dir);
    assert.is(config.title, 'Acme: "Docs"');
    assert.is(config.url, 'https://docs.acme.example');
    assert.is(config.editUrl, 'https://github.com/acme/docs/edit/main/');
    assert.equal(config.navbar.map((link) => link.href), ['/docs/', '/blog', 'https://github.com/acme/docs']);
    assert.is(config.footer.copyright, '© 2025 Acme: "Docs"');
    // A title with YAML's own characters stays one value in front matter.
    const post = parseFrontMatter(fs.readFileSync(path.join(dir, 'content/blog/welcome.md'), 'utf8'));
    assert.is(post.data.title, 'Welcome to the Acme: "Docs" blog');
    assert.match(fs.readFileSync(path.join(dir, '.gitignore'), 'utf8'), /^node_modules\/$/m);

    const checked = runCli(['check', dir]);
    assert.is(checked.status, 0, checked.stderr + checked.stdout);
    assert.match(checked.stdout, /checked \d+ pages \(.*docs: 4.*\) in [\d.]+ s, 0 warnings/);
  } finally {
    removeSite(parent);
  }
});

init('should refuse a folder that is not empty, and with --force write beside its files without replacing one', () => {
  const dir = makeSite({ 'notes.txt': 'mine', 'content/docs/index.md': '# My own intro\n' });
  try {
    const refused = initSite({ dir, today });
    assert.not.ok(refused.ok);
    assert.equal(refused, {
      ok: false,
      message: `${path.relative(process.cwd(), dir)} is not empty (it holds content, notes.txt)`,
      hint: 'choose a new or empty folder, or add --force to write the starter files beside these; no file that exists is replaced',
    });
    assert.equal(fs.readdirSync(dir).sort(), ['content', 'notes.txt'], 'a refusal writes nothing');

    const forced = initSite({ dir, force: true, today });
    assert.ok(forced.ok);
    assert.equal(forced.ok && forced.kept, ['content/docs/index.md']);
    assert.is(fs.readFileSync(path.join(dir, 'content/docs/index.md'), 'utf8'), '# My own intro\n');
    assert.is(fs.readFileSync(path.join(dir, 'notes.txt'), 'utf8'), 'mine');
    assert.ok(fs.existsSync(path.join(dir, 'content/docs/writing-pages.mdx')));
  } finally {
    removeSite(dir);
  }
});

init('should add to the package.json of a folder where sfpdocs was installed, keeping its dependency', () => {
  const dir = makeSite({
    'package.json': JSON.stringify({ name: 'team', dependencies: { sfpdocs: 'file:../sfpdocs-0.1.0.tgz', lodash: '^4.0.0' }, scripts: { lint: 'eslint .' } }, null, '\t'),
    'package-lock.json': '{}',
    'node_modules/.package-lock.json': '{}',
  });
  try {
    const result = initSite({ dir, today });
    assert.ok(result.ok, JSON.stringify(result));
    const text = fs.readFileSync(path.join(dir, 'package.json'), 'utf8');
    assert.match(text, /^\t"name": "team",$/m, 'the indentation is kept');
    const pkg = JSON.parse(text) as Record<string, any>;
    assert.equal(pkg.dependencies, { sfpdocs: 'file:../sfpdocs-0.1.0.tgz', lodash: '^4.0.0' });
    assert.is(pkg.scripts.lint, 'eslint .');
    assert.is(pkg.scripts.start, 'sfpdocs start --open');
  } finally {
    removeSite(dir);
  }
});

init('should refuse to take over scripts of a project own, unless told', () => {
  const dir = makeSite({ 'package.json': JSON.stringify({ name: 'app', scripts: { start: 'node server.js', build: 'tsc' } }) });
  try {
    const refused = initSite({ dir, today });
    assert.equal(refused, { ok: false, message: 'package.json already has a `start` script and a `build` script of its own', hint: 'start in an empty folder, or add --force to keep those scripts as they are' });
    const forced = initSite({ dir, force: true, today });
    assert.ok(forced.ok);
    const pkg = readJson(path.join(dir, 'package.json'));
    assert.is(pkg.scripts.start, 'node server.js');
    assert.is(pkg.scripts.serve, 'sfpdocs serve');
  } finally {
    removeSite(dir);
  }
});

init('should give a Docusaurus site the scripts that run it on sfpdocs and touch nothing else', () => {
  const files = {
    'docusaurus.config.js': "module.exports = { title: 'D', url: 'https://d.example', baseUrl: '/', presets: [['classic', {}]] };\n",
    'docs/intro.md': '# Intro\n',
    'package.json': JSON.stringify({ name: 'd', scripts: { start: 'docusaurus start', build: 'docusaurus build' }, dependencies: { '@docusaurus/core': '^3.9.0' } }, null, 2),
  };
  const dir = makeSite(files);
  try {
    const before = snapshotDir(dir);
    const result = initSite({ dir, today });
    assert.ok(result.ok && result.kind === 'docusaurus');
    const after = snapshotDir(dir);
    assert.equal([...after.keys()].sort(), [...before.keys()].sort(), 'no file was added');
    for (const [file, bytes] of before) if (file !== 'package.json') assert.is(after.get(file), bytes, `${file} was changed`);
    const pkg = readJson(path.join(dir, 'package.json'));
    assert.equal(pkg.scripts, { start: 'docusaurus start', build: 'docusaurus build', 'sfpdocs:start': 'sfpdocs start', 'sfpdocs:build': 'sfpdocs build', 'sfpdocs:serve': 'sfpdocs serve' });
    assert.ok(pkg.dependencies['@docusaurus/core'] && pkg.dependencies.sfpdocs);
  } finally {
    removeSite(dir);
  }
});

init('should answer on the command line with the next two commands, and refuse --from-docusaurus where there is no Docusaurus site', () => {
  const parent = makeSite({});
  try {
    const made = runCli(['init', path.join(parent, 'my docs')]);
    assert.is(made.status, 0, made.stderr);
    assert.match(made.stdout, /^created a site in .*my docs: \.gitignore, /);
    assert.match(made.stdout, /\nNext:\n {2}cd ".*my docs" && npm install\n {2}npm start\n$/);
    const again = runCli(['init', path.join(parent, 'my docs')]);
    assert.is(again.status, 2);
    assert.match(again.stderr, 'is not empty (it holds .gitignore, content, site.config.ts and 1 more)');
    const wrong = runCli(['init', parent, '--from-docusaurus']);
    assert.is(wrong.status, 2);
    assert.match(wrong.stderr, 'holds no Docusaurus site: no docusaurus.config.js (or .ts, .mjs, .cjs)');
  } finally {
    removeSite(parent);
  }
});

init.run();
