import { createElement as h } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import useDocusaurusContext, { docusaurusContext } from '../../../runtime/docusaurus/useDocusaurusContext.ts';
import { clientConfigOf, renderInPage } from '../../helpers/docusaurus-page.ts';

const context = suite('useDocusaurusContext');

context('should expose the public api', () => {
  assert.type(useDocusaurusContext, 'function');
  assert.type(docusaurusContext, 'function');
});

context('gives siteConfig from the client config, customFields included', () => {
  const { siteConfig } = docusaurusContext(clientConfigOf({ title: 'SFP', tagline: 'Phones', url: 'https://sfp.example', baseUrl: '/d/', customFields: { apiHost: 'https://api.example', flags: [1, 2] } }));
  assert.equal(siteConfig, { title: 'SFP', tagline: 'Phones', url: 'https://sfp.example', baseUrl: '/d/', favicon: '', customFields: { apiHost: 'https://api.example', flags: [1, 2] }, themeConfig: {} });
});

context('says the site is in English only', () => {
  const { i18n } = docusaurusContext(clientConfigOf());
  assert.is(i18n.currentLocale, 'en');
  assert.is(i18n.defaultLocale, 'en');
  assert.equal(i18n.locales, ['en']);
  assert.is(i18n.localeConfigs.en!.direction, 'ltr');
});

context('is read by components of a page', () => {
  const Show = () => {
    const { siteConfig, i18n } = useDocusaurusContext();
    return h('p', null, `${siteConfig.title} ${String(siteConfig.customFields.version)} ${i18n.currentLocale}`);
  };
  assert.is(renderInPage(h(Show), { config: { title: 'Docs', customFields: { version: 3 } } }), '<p>Docs 3 en</p>');
});

context.run();
