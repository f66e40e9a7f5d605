// A hostile site cannot make the build read or write outside where it belongs: asset paths that
// leave the site, routes that leave the output folder and config values that would crash or end
// the build are each an error at their file and line, and nothing is written beside the output.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeSite, runCli, writeFiles } from '../helpers/fixture-site.ts';

const config = `export default {
  title: 'Attack',
  url: 'https://attack.example.test',
  versions: [{ id: '1.0', label: 'One', path: '/docs/', current: true }],
};
`;

/** Runs `run` on a site at root/site; root holds nothing else, so a file written beside the output shows. */
function withRoot(files: Record<string, string>, run: (root: string, dir: string) => void): void {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-attack-'));
  try {
    const dir = path.join(root, 'site');
    writeFiles(dir, files);
    run(root, dir);
  } finally {
    removeSite(root);
  }
}

/** The diagnostic lines of a run's stderr (file:line:col  message). */
const problems = (stderr: string) => stderr.split('\n').filter((line) => /^\S+:\d+:\d+ {2}/.test(line)).map((line) => line.replace(/ {2}\(.*\)$/, ''));

const reads = suite('a site cannot read or write outside where it belongs');

reads('should report every asset path and route that leaves the site or the output at its line, and write nothing', () => {
  const files = {
    'site.config.ts': config,
    'content/1.0/index.md': '---\ntitle: Home\n---\n\n![x](../../../../../../../../etc/passwd)\n\n<img src="../../../../../../../../etc/hostname">\n\n<video src="../../../../../../../../etc/passwd"></video>\n\n![linked](./linked.png)\n',
    'content/1.0/slug.md': '---\ntitle: Slug\nslug: /../../../escape-doc\n---\n\nText.\n',
    'content/1.0/cat/_category_.json': '{\n  "label": "Cat",\n  "link": {\n    "type": "generated-index",\n    "slug": "/../../../../escape-cat"\n  }\n}\n',
    'content/1.0/cat/in.md': '---\ntitle: In\n---\n\nText.\n',
    'content/pages/p.md': '---\ntitle: Page\nslug: /../../escape-page\n---\n\nText.\n',
    'content/blog/2024-01-02-post.md': '---\ntitle: Post\nauthors: [ana]\nslug: ../../../../escape-post\n---\n\nText.\n',
    'content/blog/authors.yml': 'ana:\n  name: Ana\n"../../../../escape-author":\n  name: Eve\n  page: true\n',
  };
  withRoot(files, (root, dir) => {
    fs.symlinkSync('/etc/hostname', path.join(dir, 'content/1.0/linked.png'));
    const result = runCli(['build', dir]);
    assert.is(result.status, 1, result.stderr);
    assert.equal(problems(result.stderr), [
      'content/1.0/cat/_category_.json:5:1  `link.slug` "/../../../../escape-cat" leads outside the output folder',
      'content/1.0/index.md:5:1  image `../../../../../../../../etc/passwd` is outside the site folder',
      'content/1.0/index.md:7:1  image `../../../../../../../../etc/hostname` is outside the site folder',
      'content/1.0/index.md:9:1  image `../../../../../../../../etc/passwd` is outside the site folder',
      'content/1.0/index.md:11:1  image `./linked.png` is outside the site folder',
      'content/1.0/slug.md:3:1  front matter `slug`: "/../../../escape-doc" leads outside the output folder',
      'content/blog/2024-01-02-post.md:4:1  front matter `slug`: "../../../../escape-post" leads outside the output folder',
      'content/blog/authors.yml:3:1  author `../../../../escape-author`: the page route "/blog/authors/../../../../escape-author" leads outside the output folder',
      'content/pages/p.md:3:1  front matter `slug`: "/../../escape-page" leads outside the output folder',
    ]);
    assert.match(result.stderr, 'image `../../../../../../../../etc/passwd` is outside the site folder  (an image is a file of the site: put it next to the page, or under static/ and write its path from there (/img/name.png))');
    assert.equal(fs.readdirSync(root), ['site']);
    assert.not.ok(fs.existsSync(path.join(dir, 'build')));
  });
});

reads('should report config values that leave the output folder or would crash the build at their line', () => {
  const files = {
    'site.config.ts': `export default {
  title: 'Attack',
  versions: [{ id: '1.0', label: 'One', path: '/../../escape-version/', current: true }],
  blog: { routeBasePath: '/../escape-blog' },
  redirects: [
    { from: '/../../escape-redirect', to: '/' },
    { from: '/empty', to: '' },
    { from: '/loop/', to: '/loop' },
  ],
  customFields: {
    big: 10n,
  },
};
`,
    'content/1.0/index.md': '---\ntitle: Home\n---\n\nText.\n',
  };
  withRoot(files, (root, dir) => {
    const result = runCli(['build', dir]);
    assert.is(result.status, 1, result.stderr);
    assert.equal(problems(result.stderr), [
      'site.config.ts:3:47  version `1.0` path "/../../escape-version/" leads outside the output folder',
      'site.config.ts:4:26  `blog.routeBasePath` "/../escape-blog" leads outside the output folder',
      'site.config.ts:6:13  redirect from "/../../escape-redirect" leads outside the output folder',
      'site.config.ts:7:13  redirect from "/empty" has an empty `to`: its page would reload itself forever',
      'site.config.ts:8:13  redirect from "/loop/" leads to itself: its page would reload itself forever',
      'site.config.ts:11:5  `customFields.big` must be a JSON value, got a bigint (10n)',
    ]);
    assert.equal(fs.readdirSync(root), ['site']);
  });
});

reads('should report an SVG logo that is empty or cannot be parsed at the config key, not as a crash', () => {
  const files = { 'site.config.ts': `export default {\n  title: 'Attack',\n  logo: '/img/logo.svg',\n};\n`, 'content/1.0/index.md': '# Home\n', 'static/img/logo.svg': '' };
  withRoot(files, (_root, dir) => {
    const empty = runCli(['build', dir]);
    assert.is(empty.status, 1, empty.stderr);
    assert.equal(problems(empty.stderr), ['site.config.ts:3:3  `logo` static/img/logo.svg is empty']);
    fs.writeFileSync(path.join(dir, 'static/img/logo.svg'), '<svg><g');
    const broken = runCli(['build', dir]);
    assert.is(broken.status, 1, broken.stderr);
    assert.match(broken.stderr, /^site\.config\.ts:3:3 {2}`logo` static\/img\/logo\.svg cannot be drawn: SVG data parsing failed.* {2}\(fix the SVG, from which the web app icons are drawn, or set `logo` to another file\)$/m);
    assert.not.match(broken.stderr, 'sfpdocs crashed');
  });
});

reads.run();

// ---

const exits = suite('a config that ends the process');

exits('should fail the build naming the config when it calls process.exit while loading', () => {
  withRoot({ 'site.config.ts': `process.exit(0);\n${config}`, 'content/1.0/index.md': '# Home\n' }, (_root, dir) => {
    const result = runCli(['build', dir]);
    assert.is(result.status, 1);
    assert.match(result.stderr, 'site.config.ts:1:1  site.config.ts threw while loading: it called process.exit(0), which would end sfpdocs without a build');
  });
});

exits('should fail the build and say so when the site\'s code ends the process later', () => {
  withRoot({ 'site.config.ts': `setTimeout(() => process.exit(0), 50);\n${config}`, 'content/1.0/index.md': '# Home\n' }, (_root, dir) => {
    const result = runCli(['build', dir]);
    assert.is(result.status, 1);
    assert.match(result.stderr, "build stopped before it finished (exit code 0): code the site runs (its config, a plugin or a component) ended the process  (remove the process.exit call from the site's code)\n");
  });
});

exits.run();

// ---

const encodings = suite('files in other encodings and line endings');

encodings('should report a file that is not UTF-8 at its first unreadable byte, naming the encoding it looks like', () => {
  withRoot({ 'site.config.ts': config, 'content/1.0/index.md': '# Home\n' }, (_root, dir) => {
    fs.writeFileSync(path.join(dir, 'content/1.0/latin.md'), Buffer.concat([Buffer.from('---\ntitle: Latin\n---\n\nCaf'), Buffer.from([0xe9]), Buffer.from(' au lait.\n')]));
    fs.writeFileSync(path.join(dir, 'content/1.0/wide.md'), Buffer.from('---\ntitle: Wide\n---\n\nText.\n', 'utf16le'));
    const result = runCli(['build', dir]);
    assert.is(result.status, 1, result.stderr);
    assert.equal(problems(result.stderr), [
      'content/1.0/latin.md:5:4  the file is not UTF-8: byte 0xE9 here cannot be read as UTF-8 (it looks like Latin-1 (ISO-8859-1) or Windows-1252 text)',
      'content/1.0/wide.md:1:1  the file looks like UTF-16 (little-endian) without a byte order mark: most of its bytes are zero',
    ]);
  });
});

encodings('should read UTF-16 with a byte order mark (with a warning) and front matter with CR line endings', () => {
  withRoot({ 'site.config.ts': config, 'content/1.0/index.md': '# Home\n', 'content/1.0/mac.md': '---\rtitle: Old Mac\r---\r\rWritten on a Mac of 1999.\r' }, (_root, dir) => {
    fs.writeFileSync(path.join(dir, 'content/1.0/wide.md'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('---\ntitle: Wide\n---\n\nCafé ünïcode.\n', 'utf16le')]));
    const result = runCli(['build', dir]);
    assert.is(result.status, 0, result.stderr);
    assert.equal(problems(result.stderr), ['content/1.0/wide.md:1:1  the file is UTF-16 (little-endian, with a byte order mark); it was read as such']);
    const html = (route: string) => fs.readFileSync(path.join(dir, 'build', route, 'index.html'), 'utf8');
    assert.match(html('docs/mac'), '<h1>Old Mac</h1>');
    assert.not.match(html('docs/mac'), 'title: Old Mac');
    assert.match(html('docs/wide'), 'Café ünïcode.');
  });
});

encodings.run();
