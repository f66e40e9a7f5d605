import { createElement as h } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useHistory, useLocation } from '../../../runtime/docusaurus/router.ts';
import { renderInPage } from '../../helpers/docusaurus-page.ts';

const router = suite('router');

router('should expose the public api', () => {
  assert.type(useLocation, 'function');
  assert.type(useHistory, 'function');
});

router("gives the page's path under the base URL on the server, with no query or hash", () => {
  const Show = () => {
    const location = useLocation();
    const history = useHistory();
    return h('p', null, JSON.stringify([location.pathname, location.search, location.hash, history.location.pathname]));
  };
  assert.is(renderInPage(h(Show), { config: { baseUrl: '/preview/' }, page: { route: '/docs/errors' } }), '<p>[&quot;/preview/docs/errors&quot;,&quot;&quot;,&quot;&quot;,&quot;/preview/docs/errors&quot;]</p>');
});

router.run();
