import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import * as api from '../../../compiler/docusaurus/package-stub.ts';
import { createPackageStub, stubExportOf, stubPackageOf } from '../../../compiler/docusaurus/package-stub.ts';

const stub = suite('createPackageStub');

stub('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['createPackageStub', 'stubExportOf', 'stubPackageOf']);
});

stub('answers calls, construction and any property with further stand-ins of the package', () => {
  const yaml = createPackageStub('js-yaml') as unknown as { load: (text: string) => { languages: { locale: unknown } } };
  const loaded = yaml.load('a: 1');
  assert.is(stubPackageOf(loaded.languages.locale), 'js-yaml');
  const Client = createPackageStub('@prismicio/client') as unknown as new () => object;
  assert.is(stubPackageOf(new Client()), '@prismicio/client');
  assert.is(typeof createPackageStub('x'), 'function');
});

stub('names the export it stands for, leaving out `default`', () => {
  const pkg = createPackageStub('remark-typescript-tools') as unknown as Record<string, Record<string, unknown>>;
  assert.is(stubExportOf(pkg.linkDocblocks), 'linkDocblocks');
  assert.is(stubExportOf(pkg.default!.transpile), 'transpile');
  assert.is(stubExportOf(pkg), undefined);
  assert.is(stubPackageOf({}), undefined);
  assert.is(stubPackageOf('js-yaml'), undefined);
});

stub('behaves as an empty value in plain JavaScript', async () => {
  const value = createPackageStub('x') as unknown as Record<string, unknown>;
  assert.is(`${value}`, '');
  assert.is(+value, 0);
  assert.equal([...(value as unknown as Iterable<unknown>)], []);
  assert.equal(Object.entries(value), []);
  assert.equal({ ...value }, {});
  assert.is(JSON.stringify({ value }), '{}');
  assert.is(await value, value);
  assert.not.ok(({}) instanceof (value as unknown as new () => object));
});

stub('works as an ES module namespace through bundler interop', () => {
  // What esbuild's __toESM does with a CommonJS module: named exports come from its prototype.
  const mod = createPackageStub('prism-react-renderer');
  const namespace = Object.create(Object.getPrototypeOf(mod)) as { themes: { github: unknown } };
  assert.is(stubPackageOf(namespace.themes.github), 'prism-react-renderer');
});

stub('does nothing as a unified plugin', async () => {
  const plugin = createPackageStub('@docusaurus/remark-plugin-npm2yarn') as unknown as (options: { sync: boolean }) => void;
  const processor = unified().use(remarkParse).use(plugin, { sync: true });
  const tree = (await processor.run(processor.parse('# Title'))) as { type: string; children: Array<{ type: string }> };
  assert.is(tree.type, 'root');
  assert.is(tree.children[0]!.type, 'heading');
});
stub.run();
