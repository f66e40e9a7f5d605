// docusaurus-plugin-sass (config `sass`): the site's Sass stylesheets are compiled with the `sass`
// package the site has installed, as the plugin's sass-loader compiles them: customCss and a page's
// CSS module, `~pkg/…` imports from node_modules, the plugin's includePaths and a string
// additionalData. Without `sass` in the site, each Sass file is one error naming it and the fix.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../compiler/build.ts';
import { repoRoot, withSite } from '../helpers/fixture-site.ts';

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'fixture-sass', dependencies: { '@docusaurus/core': '^3.9.0', 'docusaurus-plugin-sass': '^0.2.5', sass: '^1.77.0' } }),
  'docusaurus.config.js': `module.exports = {
  title: 'Sass',
  url: 'https://sass.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false, theme: { customCss: require.resolve('./src/css/custom.scss') } }]],
  plugins: [['docusaurus-plugin-sass', { sassOptions: { includePaths: ['src/scss-lib'] }, additionalData: '$brand: #7a3e9d;' }]],
};
`,
  'docs/intro.md': '# Intro\n\nText.\n',
  'src/css/custom.scss': `// a Sass comment
@import '~fake-kit/scss/kit';
@import 'tokens';
:root { --ifm-color-primary: #{$brand}; }
.hero-title { color: $brand; .inner { margin: 0; } }
`,
  'src/scss-lib/_tokens.scss': '$gap: 12px;\n.tokens { gap: $gap; }\n',
  // The plugin is installed (sfpdocs does its work, without running it); a bare checkout's is not, and is warned about as before.
  'node_modules/docusaurus-plugin-sass/package.json': JSON.stringify({ name: 'docusaurus-plugin-sass', version: '0.2.5', main: 'index.js' }),
  'node_modules/docusaurus-plugin-sass/index.js': "module.exports = function () { return { name: 'docusaurus-plugin-sass' }; };\n",
  'node_modules/fake-kit/package.json': JSON.stringify({ name: 'fake-kit', version: '1.0.0' }),
  'node_modules/fake-kit/scss/_kit.scss': '.kit-box { padding: 1px + 2px; }\n',
  'src/pages/index.js': `import React from 'react';
import styles from './index.module.scss';

export default function Home() {
  return <div id="hero" className={styles.hero}>Home</div>;
}
`,
  'src/pages/index.module.scss': '.hero { border: 3px solid $brand; &:hover { opacity: 0.5; } }\n',
};

const sass = suite('docusaurus-plugin-sass');

sass('compiles customCss and a CSS module with the site\'s sass, its includePaths and additionalData', async () => {
  await withSite(files, async (dir) => {
    fs.symlinkSync(path.join(repoRoot, 'node_modules', 'sass'), path.join(dir, 'node_modules', 'sass'), 'dir');
    const result = await build({ siteDir: dir, cache: false });
    assert.ok(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    // The brand colour is read from the CSS the file compiles to, and reported at the line that sets it.
    const said = result.diagnostics.filter((d) => /sass|scss/i.test(`${d.file} ${d.message}`)).map((d) => [d.file, d.line, d.column, d.message.split(' (')[0]]);
    assert.equal(said, [['src/css/custom.scss', 4, 9, '`--ifm-color-primary`']], 'nothing else is said of Sass or the plugin');
    const assets = path.join(dir, 'build', 'assets');
    const siteCss = fs.readFileSync(path.join(assets, fs.readdirSync(assets).find((f) => /^site\..*\.css$/.test(f))!), 'utf8');
    assert.match(siteCss, /\.kit-box\s*\{\s*padding:\s*3px/, '~fake-kit/scss/kit is the package\'s partial, compiled');
    assert.match(siteCss, /\.tokens\s*\{\s*gap:\s*12px/, 'tokens comes from the plugin\'s includePaths');
    assert.match(siteCss, /--ifm-color-primary:\s*#7a3e9d/, 'additionalData is put before the file');
    assert.match(siteCss, /\.hero-title \.inner\s*\{\s*margin:\s*0/, 'nesting is compiled');
    assert.not.match(siteCss, /\$brand|\/\/ a Sass comment/);

    const html = fs.readFileSync(path.join(dir, 'build', 'index.html'), 'utf8');
    const className = /<div id="hero" class="([^"]+)"/.exec(html)?.[1];
    assert.ok(className && /^[\w-]+$/.test(className) && className !== 'hero', `the CSS module's class is its local name (${className})`);
    const css = fs.readdirSync(assets, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css')).map((f) => fs.readFileSync(path.join(assets, f), 'utf8')).join('\n');
    assert.match(css, new RegExp(`\\.${className}\\s*\\{\\s*border:\\s*3px solid #7a3e9d`), 'the module\'s rule is compiled under that class');
    assert.match(css, new RegExp(`\\.${className}:hover`));
  });
});

sass('without sass in the site: one error per Sass file, naming it and the fix', async () => {
  await withSite(files, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.not.ok(result.ok);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    assert.equal(errors.map((d) => [d.file, d.message, d.hint]), [
      ['src/css/custom.scss', '`src/css/custom.scss` is Sass, and the site has no `sass` package to compile it: its styles are left out', 'run `npm install --save-dev sass` in the site folder (docusaurus-plugin-sass compiles with it too)'],
      ['src/pages/index.module.scss', '`src/pages/index.module.scss` is Sass, and the site has no `sass` package to compile it: its styles are left out', 'run `npm install --save-dev sass` in the site folder (docusaurus-plugin-sass compiles with it too)'],
    ]);
  });
});

sass('a Sass error is reported at its file and line', async () => {
  await withSite({ ...files, 'src/scss-lib/_tokens.scss': '$gap: 12px;\n.tokens { gap: $missing; }\n' }, async (dir) => {
    fs.symlinkSync(path.join(repoRoot, 'node_modules', 'sass'), path.join(dir, 'node_modules', 'sass'), 'dir');
    const result = await build({ siteDir: dir, cache: false });
    const found = result.diagnostics.find((d) => d.file === 'src/scss-lib/_tokens.scss');
    assert.ok(found, JSON.stringify(result.diagnostics));
    assert.is(found.line, 2);
    assert.match(found.message, 'Sass cannot compile it: Undefined variable.');
  });
});

sass.run();
