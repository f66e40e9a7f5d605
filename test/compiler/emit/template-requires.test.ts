import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contextModuleCode, contextSpec, findTemplateCalls, rewriteTemplateCalls } from '../../../compiler/emit/template-requires.ts';
import { makeSite, removeSite } from '../../helpers/fixture-site.ts';

const calls = suite('template requires');

calls('should find a require of a template literal with its parts, past strings, braces and templates in its expressions', () => {
  const code = "const a = require(`@site/static/img/${pick({ x: '}' }, `${n}`)}.png`).default;\nfoo.require(`./x/${y}`);\nrequire('./plain.js');\nrequire(`./no-expression.js`);\n";
  const found = findTemplateCalls(code);
  assert.equal(found.length, 1, 'a method named require, a string and a template without expressions are not context calls');
  assert.equal(found[0]!.parts, ['@site/static/img/', '.png']);
  assert.equal(code.slice(found[0]!.start, found[0]!.end), "require(`@site/static/img/${pick({ x: '}' }, `${n}`)}.png`)");
});

calls('should turn require and import() of a template into calls of a context module, the rest of the text as it was', () => {
  const code = 'const A = require(`./img/${name}.png`).default;\nconst B = import(`@site/data/${id}.json`);\nconst C = require(`pkg/${x}`);\n';
  const starts: string[] = [];
  const out = rewriteTemplateCalls(code, (written) => (starts.push(written), written === 'pkg/' ? null : `/site/${written}`), (spec) => `sfp-context:${spec.written}|${spec.pattern}`);
  assert.equal(starts, ['./img/', '@site/data/', 'pkg/']);
  assert.is(
    out,
    'const A = require("sfp-context:./img/|^.*\\\\.png$")(`./img/${name}.png`).default;\nconst B = Promise.resolve().then(function () { return require("sfp-context:@site/data/|^.*\\\\.json$")(`@site/data/${id}.json`); });\nconst C = require(`pkg/${x}`);\n',
  );
  assert.is(rewriteTemplateCalls('require(`pkg/${x}`)', () => null, () => ''), null, 'nothing placed: nothing rewritten');
});

calls('should give a context module every file its pattern names, by the request the call makes, and the folder-less name of a script', () => {
  const dir = makeSite({ 'img/a.png': 'a', 'img/deep/b.png': 'b', 'img/c.jpg': 'c', 'img/node_modules/d.png': 'd', 'img/e.js': 'e' });
  try {
    const [pngCall] = findTemplateCalls('require(`@site/img/${x}.png`)');
    const spec = contextSpec(pngCall!, (written) => path.join(dir, written.slice('@site/'.length)))!;
    const code = contextModuleCode(spec);
    const context = new Function('require', 'module', `${code}; return module.exports;`)((file: string) => fs.readFileSync(path.join(dir, 'img', file), 'utf8'), { exports: {} }) as ((request: string) => string) & { keys(): string[] };
    assert.equal(context.keys(), ['@site/img/a.png', '@site/img/deep/b.png']);
    assert.is(context('@site/img/deep/b.png'), 'b');
    assert.throws(() => context('@site/img/c.jpg'), /Cannot find module '@site\/img\/c\.jpg'/);
    const [anyCall] = findTemplateCalls('require(`./img/${x}`)');
    const keys = contextModuleCode(contextSpec(anyCall!, () => path.join(dir, 'img'))!);
    assert.match(keys, '"./img/e": function', 'a script is also found without its extension, as webpack resolves it');
  } finally {
    removeSite(dir);
  }
});

calls.run();
