import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { apiDefinitionProblems } from '../../../compiler/passes/check-api-definitions.ts';
import { compiledPage, configOf } from '../../helpers/page-graph.ts';

const config = configOf({ apiDefinitions: { folder: 'api', sources: { 'gecko-48': { label: 'Gecko 48' } } } });
const entry = (source: string) => ({ interface: 'AlarmsManager', file: 'dom/webidl/AlarmsManager.webidl', source });

const definitions = suite('apiDefinitionProblems');

definitions('should accept an API page that names a configured source, and pages outside api/ without one', () => {
  assert.equal(apiDefinitionProblems(config, compiledPage('content/2.5/api/alarm/add.md', { frontMatter: { defined_in: [entry('gecko-48')] } }), 'api/alarm'), []);
  assert.equal(apiDefinitionProblems(config, compiledPage('content/2.5/guide/start.md'), 'guide'), []);
});

definitions('rejects an API page without defined_in, naming the fix', () => {
  assert.equal(
    apiDefinitionProblems(config, compiledPage('content/2.5/api/alarm/add.md'), 'api/alarm').map((d) => [d.severity, d.message, d.hint]),
    [['error', 'an API page (under api/) must say where its interface is defined', 'add `defined_in: [{ interface: Name, file: path/in/source, source: gecko-48 }]` to the front matter (apiDefinitions in site.config.ts)']],
  );
});

definitions('rejects a source the config does not list, with the closest one, at the line of defined_in', () => {
  const page = compiledPage('content/2.5/api/alarm/add.md', { frontMatter: { defined_in: [entry('gecko48')] }, frontMatterLines: { defined_in: 4 } });
  assert.equal(apiDefinitionProblems(config, page, 'api/alarm').map((d) => [d.line, d.message, d.hint]), [[4, '`defined_in` names the source `gecko48`, which apiDefinitions.sources in site.config.ts does not list', 'did you mean `gecko-48`?']]);
});

definitions.run();
