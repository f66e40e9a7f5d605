import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { admonitionType, admonitionTypes } from '../../shared/admonition-types.ts';

const types = suite('admonitionTypes');

types('should expose the public api', () => {
  assert.type(admonitionType, 'function');
  assert.type(admonitionTypes, 'object');
});

types("knows Docusaurus's types and draws each in one of the five styles", () => {
  assert.equal(Object.keys(admonitionTypes), ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'secondary', 'success']);
  assert.equal(admonitionType('caution'), { style: 'warning', title: 'Caution' });
  assert.equal(admonitionType('important'), { style: 'info', title: 'Important' });
  assert.equal(admonitionType('note'), { style: 'note', title: 'Note' });
});

types('falls back to info for an unknown or missing type, inherited names included', () => {
  assert.equal(admonitionType('toString'), { style: 'info', title: 'Info' });
  assert.equal(admonitionType(undefined), { style: 'info', title: 'Info' });
});

types.run();
