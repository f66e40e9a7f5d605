import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../compiler/content/read-source-text.ts';
import { decodeSourceText } from '../../../compiler/content/read-source-text.ts';

const hint = 'save the file as UTF-8: most editors offer it under Save with Encoding or Save As';
const bytes = (text: string, encoding: BufferEncoding = 'utf8') => new Uint8Array(Buffer.from(text, encoding));

const read = suite('read-source-text');

read('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['decodeSourceText', 'readSourceText']);
});

read('should read UTF-8, with or without a byte order mark', () => {
  assert.equal(decodeSourceText(bytes('# Café\n')), { text: '# Café\n' });
  assert.equal(decodeSourceText(bytes('\uFEFF# Café\n')), { text: '# Café\n' });
});

read('rejects text that is not UTF-8 at the first byte it cannot read, naming the encoding it looks like', () => {
  const latin1 = new Uint8Array([...bytes('---\ntitle: T\n---\n\nCaf'), 0xe9, ...bytes(' au lait\n')]);
  const { text, problem } = decodeSourceText(latin1);
  assert.equal(problem, { line: 5, column: 4, ruleId: 'markdown', severity: 'error', message: 'the file is not UTF-8: byte 0xE9 here cannot be read as UTF-8 (it looks like Latin-1 (ISO-8859-1) or Windows-1252 text)', hint });
  assert.is(text, '---\ntitle: T\n---\n\nCaf\uFFFD au lait\n');
  const cp1252 = new Uint8Array([...bytes('a\nb '), 0x93, ...bytes('quoted'), 0x94]);
  assert.equal(decodeSourceText(cp1252).problem?.message, 'the file is not UTF-8: byte 0x93 here cannot be read as UTF-8 (it looks like Windows-1252 text)');
  // An overlong form and a lone surrogate are not UTF-8 either.
  assert.equal(decodeSourceText(new Uint8Array([0x61, 0xc0, 0xaf])).problem?.column, 2);
  assert.equal(decodeSourceText(new Uint8Array([0x61, 0x62, 0xed, 0xa0, 0x80])).problem?.column, 3);
});

read('should read UTF-16 with a byte order mark, with a warning to save it as UTF-8', () => {
  const le = new Uint8Array([0xff, 0xfe, ...bytes('---\ntitle: Sixteen\n---\n\nCafé\n', 'utf16le')]);
  assert.equal(decodeSourceText(le), { text: '---\ntitle: Sixteen\n---\n\nCafé\n', problem: { line: 1, column: 1, ruleId: 'markdown', severity: 'warning', message: 'the file is UTF-16 (little-endian, with a byte order mark); it was read as such', hint } });
  const be = Buffer.from('Café\n', 'utf16le').swap16();
  assert.equal(decodeSourceText(new Uint8Array([0xfe, 0xff, ...be])).text, 'Café\n');
  assert.equal(decodeSourceText(new Uint8Array([0xfe, 0xff, ...be])).problem?.message, 'the file is UTF-16 (big-endian, with a byte order mark); it was read as such');
});

read('rejects UTF-16 without a byte order mark, and UTF-32', () => {
  assert.equal(decodeSourceText(bytes('---\ntitle: T\n---\n', 'utf16le')).problem, { line: 1, column: 1, ruleId: 'markdown', severity: 'error', message: 'the file looks like UTF-16 (little-endian) without a byte order mark: most of its bytes are zero', hint });
  assert.equal(decodeSourceText(new Uint8Array([0xff, 0xfe, 0, 0, 0x61, 0, 0, 0])).problem?.message, 'the file is UTF-32 (it starts with a UTF-32 byte order mark); sfpdocs reads UTF-8');
});

read('should turn line endings of a lone CR into LF, keeping CRLF and every offset', () => {
  assert.equal(decodeSourceText(bytes('---\rtitle: Mac\r---\r\rText.\r')).text, '---\ntitle: Mac\n---\n\nText.\n');
  assert.equal(decodeSourceText(bytes('a\r\nb\rc')).text, 'a\r\nb\nc');
});

read.run();
