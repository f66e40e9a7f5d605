import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { docusaurusAliases } from '../../../shared/docusaurus-aliases.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

const folder = path.join(repoRoot, 'runtime', 'docusaurus');

const aliases = suite('docusaurusAliases');

aliases('should expose the public api', () => {
  assert.type(docusaurusAliases, 'object');
});

aliases('maps every import path issue 19 names', () => {
  const required = ['@theme/Tabs', '@theme/TabItem', '@theme/Admonition', '@theme/CodeBlock', '@theme/TOCInline', '@theme/DocCardList', '@theme/Details', '@docusaurus/Link', '@docusaurus/useBaseUrl', '@docusaurus/useDocusaurusContext', '@docusaurus/BrowserOnly', '@docusaurus/Head'];
  assert.equal(required.filter((name) => !(name in docusaurusAliases)), []);
});

aliases('points each path at a module of this folder with a default export', async () => {
  for (const [name, file] of Object.entries(docusaurusAliases)) {
    assert.ok(fs.existsSync(path.join(folder, file)), `${name} -> ${file}`);
    assert.not.match(file, /[/\\]/, name);
    const module = (await import(path.join(folder, file))) as { default?: unknown };
    // These have named exports only, as the Docusaurus modules they stand for.
    if (!['@docusaurus/router', '@docusaurus/plugin-content-docs/client', '@docusaurus/plugin-content-blog/client', '@docusaurus/theme-common', '@docusaurus/theme-common/internal'].includes(name)) assert.ok(module.default, `${name} has a default export`);
  }
});

aliases.run();
