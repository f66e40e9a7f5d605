// The reference pages in docs/ are derived from the code: these tests fail when a config field,
// a diagnostic rule or a CLI command exists without its documentation.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { configFields, renderConfigReference, withConfigReference } from '../../compiler/config/config-reference.ts';
import { loadConfig } from '../../compiler/config/load-config.ts';
import { ruleIds } from '../../compiler/diagnostics/diagnostic.ts';
import { repoRoot, runCli } from '../helpers/fixture-site.ts';

const docs = suite('docs/ reference pages');
const read = (name: string) => fs.readFileSync(path.join(repoRoot, 'docs', name), 'utf8');

docs('configuration.md holds the reference generated from the schema (run `npm run docs:config`)', async () => {
  const text = read('configuration.md');
  assert.is(withConfigReference(text, await loadConfig(repoRoot)), text, 'docs/configuration.md is stale: run `npm run docs:config`');
});

docs('the generated reference gives every field a type, a default and an example', async () => {
  const table = renderConfigReference(await loadConfig(repoRoot));
  for (const { path: field, schema } of configFields()) {
    const row = table.split('\n').find((line) => line.startsWith(`| \`${field}\` |`));
    assert.ok(row, `${field} has no row`);
    const example = row!.split(/(?<!\\)\|/)[4]!.trim();
    if (schema.kind !== 'object' && !(schema.kind === 'array' && schema.of.kind === 'object')) assert.ok(example, `${field} has no example`);
  }
  assert.match(table, "| `onBrokenLinks` | 'ignore' \\| 'warn' \\| 'throw' | `\"throw\"` |");
  assert.match(table, '| `versions[].id` | string | required | `\"2.5\"` |');
});

docs('troubleshooting.md explains every diagnostic rule', () => {
  const text = read('troubleshooting.md');
  for (const rule of ruleIds) assert.match(text, new RegExp(`^## \`${rule}\``, 'm'), `no section for rule ${rule}`);
});

docs('cli.md documents every command and flag that --help lists', () => {
  const text = read('cli.md');
  const help = runCli(['--help']).stdout;
  const commands = [...help.matchAll(/^ {2}([a-z]+)\b/gm)].map((m) => m[1]!).filter((c) => c !== 'help');
  assert.ok(commands.length >= 3, help);
  for (const command of commands) {
    assert.match(text, new RegExp(`^## \`sfpdocs ${command}`, 'm'), `no section for ${command}`);
    const flags = [...runCli([command, '--help']).stdout.matchAll(/--[a-z-]+/g)].map((m) => m[0]).filter((f) => f !== '--help');
    for (const flag of flags) assert.ok(text.includes(`\`${flag}`), `${command} ${flag} is not in docs/cli.md`);
  }
});

docs.run();
