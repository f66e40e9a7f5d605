import { createElement as h } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import ThemedImage from '../../../runtime/docusaurus/ThemedImage.tsx';
import { renderInPage } from '../../helpers/docusaurus-page.ts';

const themedImage = suite('ThemedImage');

themedImage('should expose the public api', () => {
  assert.type(ThemedImage, 'function');
});

themedImage('renders both images, lazily loaded, each marked with its colour mode for CSS to pick one', () => {
  assert.is(
    renderInPage(h(ThemedImage, { alt: 'Diagram', sources: { light: '/img/l.png', dark: '/img/d.png' }, width: 200 })),
    '<img loading="lazy" width="200" src="/img/l.png" alt="Diagram" class="themed-image themed-image-light"/><img loading="lazy" width="200" src="/img/d.png" alt="Diagram" class="themed-image themed-image-dark"/>',
  );
});

themedImage.run();
