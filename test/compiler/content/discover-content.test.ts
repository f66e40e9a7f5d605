import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { discoverContent, splitNumberPrefix } from '../../../compiler/content/discover-content.ts';
import { makeSite, removeSite } from '../../helpers/fixture-site.ts';
import { configOf } from '../../helpers/page-graph.ts';

const prefixes = suite('number prefixes');

prefixes('should split a prefix as Docusaurus does, and leave dates, versions and plain names alone', () => {
  assert.equal(splitNumberPrefix('01-intro'), { name: 'intro', position: 1 });
  assert.equal(splitNumberPrefix('2 . Guides'), { name: 'Guides', position: 2 });
  assert.equal(splitNumberPrefix('10_setup'), { name: 'setup', position: 10 });
  assert.equal(splitNumberPrefix('2021-11-release'), { name: '2021-11-release', position: null });
  assert.equal(splitNumberPrefix('7.0-notes'), { name: '7.0-notes', position: null });
  assert.equal(splitNumberPrefix('intro'), { name: 'intro', position: null });
  assert.equal(splitNumberPrefix('404'), { name: '404', position: null });
});

prefixes.run();

// ---

const discover = suite('discoverContent');

const files = {
  'content/1.0/01-intro.md': '# Intro',
  'content/1.0/02-guides/01-install.md': '# Install',
  'content/1.0/02-guides/_category_.yml': 'label: Guides',
  'content/1.0/_shared/note.md': 'A note for importing.',
  'content/1.0/_snippet.mdx': 'Imported.',
  'content/1.0/02-guides/diagram.png': 'png',
  'content/blog/_draft-notes.md': 'not a post',
  'content/blog/2024-01-01-hello.md': '# Hello',
};

discover('should strip number prefixes from doc paths, keep their positions, and set partials apart', () => {
  const dir = makeSite(files);
  try {
    const listing = discoverContent(dir, configOf({ versions: [{ id: '1.0', label: '1.0', path: '/docs/' }] }));
    const summary = listing.files.map((f) => `${f.kind} ${f.file}${f.inner ? ` -> ${f.inner}` : ''}${f.position !== undefined ? ` @${f.position}` : ''}`);
    assert.equal(summary, [
      'doc content/1.0/01-intro.md -> intro.md @1',
      'doc content/1.0/02-guides/01-install.md -> guides/install.md @1',
      'category content/1.0/02-guides/_category_.yml -> guides/_category_.yml',
      'asset content/1.0/02-guides/diagram.png -> guides/diagram.png',
      'partial content/1.0/_shared/note.md -> _shared/note.md',
      'partial content/1.0/_snippet.mdx -> _snippet.mdx',
      'blog content/blog/2024-01-01-hello.md',
      'partial content/blog/_draft-notes.md',
    ]);
    assert.equal([...listing.folderPositions], [['1.0/guides', 2]]);
  } finally {
    removeSite(dir);
  }
});

discover('should keep names as they are when number prefixes are off', () => {
  const dir = makeSite(files);
  try {
    const listing = discoverContent(dir, configOf({ numberPrefixes: false, versions: [{ id: '1.0', label: '1.0', path: '/docs/' }] }));
    assert.ok(listing.files.some((f) => f.inner === '02-guides/01-install.md' && f.position === undefined));
    assert.equal(listing.folderPositions.size, 0);
  } finally {
    removeSite(dir);
  }
});

discover.run();
