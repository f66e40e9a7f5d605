// Regenerates the field table of docs/configuration.md from compiler/config/config-schema.ts.
import fs from 'node:fs';
import { withConfigReference } from '../compiler/config/config-reference.ts';
import { loadConfig } from '../compiler/config/load-config.ts';

const file = new URL('../docs/configuration.md', import.meta.url);
const before = fs.readFileSync(file, 'utf8');
// The SFP site's own config supplies the examples.
const example = await loadConfig(new URL('..', import.meta.url).pathname);
const after = withConfigReference(before, example);
fs.writeFileSync(file, after);
console.log(before === after ? 'docs/configuration.md is up to date' : 'docs/configuration.md updated');
