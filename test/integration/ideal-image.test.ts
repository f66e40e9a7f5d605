// @docusaurus/plugin-ideal-image (config responsiveImages): an imported PNG becomes the plugin's
// object of sizes, made with the site's sharp at the widths the plugin's options ask for (never
// wider than the image), and `@theme/IdealImage` gives them to the browser as srcset; without
// sharp the image is its one file, and the object keeps its shape. One site, built with and then
// without sharp.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../compiler/build.ts';
import { repoRoot, withSite } from '../helpers/fixture-site.ts';

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'fixture-ideal-image', dependencies: { '@docusaurus/core': '^3.9.0', '@docusaurus/plugin-ideal-image': '^3.9.0' } }),
  'docusaurus.config.js': `module.exports = {
  title: 'Images',
  url: 'https://images.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  plugins: [['@docusaurus/plugin-ideal-image', { sizes: [20, 40, 400], quality: 70 }]],
};
`,
  'docs/intro.mdx': `import Image from '@theme/IdealImage';
import photo from './photo.png';

# Intro

<Image img={require('./photo.png')} alt="A red photo" />

<span id="shape">{typeof photo}: {photo.src.images.length} sizes, widest {photo.src.width}</span>
`,
};

const ideal = suite('plugin-ideal-image');

ideal('should make the sizes the plugin asks for with the site\'s sharp, and the one image without it', async () => {
  await withSite(files, async (dir) => {
    fs.writeFileSync(path.join(dir, 'docs', 'photo.png'), await sharp({ create: { width: 80, height: 40, channels: 3, background: '#c00' } }).png().toBuffer());
    fs.mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
    fs.symlinkSync(path.join(repoRoot, 'node_modules', 'sharp'), path.join(dir, 'node_modules', 'sharp'), 'dir');

    const withSharp = await build({ siteDir: dir, cache: false });
    assert.ok(withSharp.ok, JSON.stringify(withSharp.diagnostics.filter((d) => d.severity === 'error')));
    const html = fs.readFileSync(path.join(dir, 'build', 'docs', 'intro', 'index.html'), 'utf8');
    const srcset = /srcSet="([^"]+)"|srcset="([^"]+)"/.exec(html);
    assert.ok(srcset, 'the image has a srcset');
    const entries = (srcset[1] ?? srcset[2])!.split(', ').map((entry) => entry.split(' '));
    // 400 is wider than the image: its own 80 px file stands for it.
    assert.equal(entries.map(([, w]) => w), ['20w', '40w', '80w']);
    for (const [url, w] of entries) {
      const meta = await sharp(fs.readFileSync(path.join(dir, 'build', url!))).metadata();
      assert.is(`${meta.width}w`, w, `${url} is ${w} wide`);
      assert.is(meta.height, meta.width! / 2, `${url} keeps the image's shape`);
    }
    assert.match(html, 'alt="A red photo"');
    assert.match(html.replaceAll('<!-- -->', ''), '<span id="shape">object: 3 sizes, widest 80</span>', 'a default import is the plugin\'s object too');
  });
  // A site of its own: Node remembers where a package it once found in a folder is.
  await withSite(files, async (dir) => {
    fs.writeFileSync(path.join(dir, 'docs', 'photo.png'), await sharp({ create: { width: 80, height: 40, channels: 3, background: '#c00' } }).png().toBuffer());
    const withoutSharp = await build({ siteDir: dir, cache: false });
    assert.ok(withoutSharp.ok, JSON.stringify(withoutSharp.diagnostics.filter((d) => d.severity === 'error')));
    const plain = fs.readFileSync(path.join(dir, 'build', 'docs', 'intro', 'index.html'), 'utf8');
    assert.not.match(plain, /srcset/i);
    const src = /<img[^>]*src="([^"]+photo[^"]*)"/.exec(plain)?.[1];
    assert.ok(src && fs.existsSync(path.join(dir, 'build', src)), 'the image is its one file');
    assert.match(plain.replaceAll('<!-- -->', ''), '<span id="shape">object: 1 sizes, widest </span>');
  });
});

ideal.run();
