// Browser entry of the Tabs harness: hydrates the server's HTML like runtime/client.tsx does, with
// the page's data from the HTML, and loads the phone script the same lazy way.
/// <reference path="../../../runtime/css.d.ts" />
import { hydrateRoot } from 'react-dom/client';
import { loadPhoneSupport } from '../../../runtime/phone/load-phone.ts';
import '../../../runtime/theme/styles.css';
import '../../../runtime/phone/phone.css';
import { HarnessPage, type HarnessData } from './HarnessPage.tsx';

// What runtime/client.tsx sets: the legacy script's tabs.js then leaves the tabs to React.
Object.assign(window, { __sfpStarted: true });
const data = JSON.parse(document.getElementById('harness-data')!.textContent!) as HarnessData;
hydrateRoot(document.getElementById('__sfp')!, <HarnessPage {...data} />, {
  onRecoverableError: (error) => console.error('hydration mismatch', error),
});
requestAnimationFrame(() => (document.documentElement.dataset.hydrated = 'true'));
loadPhoneSupport();
