// Offline reading without the React runtime: the React runtime registers the service worker;
// Gecko 48 never runs it, so there this registers it the same way (shared/offline.ts: the same
// strategies, the same `/sw.js?params=` URL and scope). Updates wait until the reader's tabs close.
import { bootElementId, parseBootData } from '../../shared/boot-data.ts';
import { appInstalledKey, offlineModeHolds, serviceWorkerRegistration } from '../../shared/offline.ts';
import { doc, getJson, queryParam } from './dom.js';

export function registerOfflineWorker() {
  var boot = doc.getElementById(bootElementId);
  if (window.__sfpStarted || !boot) return;
  if (!('serviceWorker' in navigator)) {
    window.console && console.log('sfpdocs: this browser has no service workers, so offline reading is not available');
    return;
  }
  getJson(parseBootData(boot.textContent).routeTable, function (table) {
    if (window.__sfpStarted) return;
    var offline = table.config.offline;
    var on = offlineModeHolds(offline.activationStrategies, {
      installedFlag: function () {
        try {
          return localStorage.getItem(appInstalledKey);
        } catch (e) {
          return null; // Storage blocked: the strategy does not hold.
        }
      },
      queryParam: function (name) {
        return queryParam(name) || null;
      },
      matches: function (query) {
        return !!(window.matchMedia && window.matchMedia(query).matches);
      },
    });
    var registration = serviceWorkerRegistration(table.config.baseUrl, { offlineMode: on, debug: offline.debug });
    navigator.serviceWorker.register(registration.url, { scope: registration.scope });
  });
}
