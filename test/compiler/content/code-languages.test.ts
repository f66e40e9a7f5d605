import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../compiler/content/code-languages.ts';

const exports = suite('code-languages');
exports('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['approximatedLanguage', 'magicCommentRe', 'plainLanguages', 'prismApproximations', 'resolveLanguage']);
});
exports.run();

// ---

const resolve = suite('resolveLanguage');

resolve('should know every shiki language by name and alias, in any case', () => {
  for (const [lang, name] of <Array<[string, string]>>[['kotlin', 'kotlin'], ['Kotlin', 'kotlin'], ['objc', 'objc'], ['js', 'js'], ['sh', 'sh'], ['console', 'console'], ['python', 'python'], ['swift', 'swift'], ['groovy', 'groovy'], ['cpp', 'cpp'], ['tsx', 'tsx'], ['powershell', 'powershell']]) {
    assert.is(api.resolveLanguage(lang), name, lang);
  }
});

resolve('should map the names writers bring from Prism to shiki\'s', () => {
  assert.is(api.resolveLanguage('objectivec'), 'objective-c');
  assert.is(api.resolveLanguage('c++'), 'cpp');
  assert.is(api.resolveLanguage('C#'), 'csharp');
  assert.is(api.resolveLanguage('golang'), 'go');
  assert.is(api.resolveLanguage('gradle'), 'groovy');
  assert.is(api.resolveLanguage('shell-session'), 'shellsession');
});

resolve('should read text, txt, plain, plaintext and no language as plain, and anything else as unknown', () => {
  for (const lang of ['', 'text', 'txt', 'plain', 'plaintext', 'TEXT']) assert.is(api.resolveLanguage(lang), 'plain', lang);
  assert.is(api.resolveLanguage('snackplayer'), null);
  assert.is(api.resolveLanguage('../../package'), null);
});

resolve('should highlight Prism\'s languages that shiki lacks with the closest grammar, and say which', () => {
  assert.is(api.resolveLanguage('flow'), 'tsx');
  assert.is(api.approximatedLanguage('Flow'), 'tsx');
  assert.is(api.resolveLanguage('arduino'), 'cpp');
  assert.is(api.approximatedLanguage('arduino'), 'cpp');
  // The same language under Prism's name is no approximation: no warning.
  assert.is(api.resolveLanguage('rest'), 'rst');
  assert.is(api.approximatedLanguage('rest'), null);
  assert.is(api.approximatedLanguage('js'), null);
  assert.is(api.approximatedLanguage('snackplayer'), null);
});

resolve('should map every Prism approximation to a grammar shiki has', () => {
  for (const [lang, grammar] of Object.entries(api.prismApproximations)) assert.is(api.resolveLanguage(lang), grammar, lang);
});

resolve.run();
