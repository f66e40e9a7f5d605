import * as esbuild from 'esbuild';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { searchBuilderSources, searchCacheSalt } from '../../../compiler/cache/cache-keys.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

const search = suite('search cache salt');

search('should hash every module the index builder runs, so a changed one rebuilds the cached indexes', async () => {
  // What the builder imports, as esbuild follows it (type-only imports produce no code, so none).
  const { metafile } = await esbuild.build({ entryPoints: ['compiler/emit/emit-search-index.ts'], absWorkingDir: repoRoot, bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false, metafile: true, logLevel: 'silent' });
  assert.equal(Object.keys(metafile.inputs).sort(), [...searchBuilderSources].sort());
  assert.match(searchCacheSalt(), /^[0-9a-f]{32}$/);
});

search.run();
