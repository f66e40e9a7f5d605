import vm from 'node:vm';
import * as esbuild from 'esbuild';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSearchIndex, type SearchSource } from '../../../compiler/emit/emit-search-index.ts';
import { loadIndex } from '../../../shared/search/load-index.ts';
import * as api from '../../../shared/search/query-index.ts';
import { searchIndexes } from '../../../shared/search/query-index.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

/** A page with its own record (title, description, intro) and sections [anchor, heading, text]. */
function page(route: string, title: string, description: string, intro: string, ...sections: Array<[string, string, string]>): SearchSource {
  return { route, title, description, names: [], sections: [{ anchor: '', heading: '', text: intro }, ...sections.map(([anchor, heading, text]) => ({ anchor, heading, text }))] };
}

/** The same for a reference page, with the API names it documents (its title when that is one, its defined_in interfaces). */
function apiPage(names: string[], route: string, title: string, description: string, intro: string, ...sections: Array<[string, string, string]>): SearchSource {
  return { ...page(route, title, description, intro, ...sections), names };
}

const v25 = loadIndex(
  buildSearchIndex('2.5', [
    apiPage(['DeviceStorage.freeSpace()'], '/docs/api/storage/freespace', 'DeviceStorage.freeSpace()', 'Returns the number of bytes free on the volume.', 'Check the room left before a download.', ['syntax', 'Syntax', 'storage.freeSpace()'], ['return-value', 'Return value', 'A DOMRequest whose result is the free space in bytes.']),
    apiPage(['DeviceStorage'], '/docs/api/storage', 'DeviceStorage', 'Reads and writes files on the sdcard through navigator.getDeviceStorage().', 'Call navigator.getDeviceStorage("sdcard") to get the storage object, then getDeviceStorage results can be used.'),
    page('/docs/guide/battery', 'Battery status', 'Read the battery level.', `${'Intro words. '.repeat(10)}The chargingchange event fires when the charger is plugged in.`, ['charging', 'Charging events', 'Listen for chargingchange.']),
    page('/docs/guide/softkeys', 'Softkeys', 'Labels under the screen.', 'Softkeys sit under the screen; the battery icon sits above.'),
    apiPage(['MozAlarmsManager.add()'], '/docs/api/alarm/add', 'MozAlarmsManager.add()', 'Schedules an alarm.', 'Call navigator.mozAlarms.add(date).'),
    apiPage(['MozAlarmsManager'], '/docs/api/alarm', 'MozAlarmsManager', 'The interface behind navigator.mozAlarms, with add, getAll and remove.', 'navigator.mozAlarms gives the manager; navigator.mozAlarms.add schedules.'),
  ]),
);
const v30 = loadIndex(
  buildSearchIndex('3.0', [
    apiPage(['navigator.b2g.getDeviceStorage()'], '/docs/v3/api/b2g/getDeviceStorage', 'navigator.b2g.getDeviceStorage()', 'Returns the default storage area.', 'The 3.0 form of getDeviceStorage.'),
    apiPage(['navigator.b2g.getDeviceStorage()'], '/docs/v3/migration-from-2.5/b2g/getDeviceStorage', 'navigator.b2g.getDeviceStorage()', 'Porting getDeviceStorage calls.', 'In 2.5 you called navigator.getDeviceStorage; in 3.0 call navigator.b2g.getDeviceStorage. getDeviceStorage moved.'),
    page('/docs/v3/migration-from-2.5/api-change', 'Migration: API changes', 'From DOMRequest to Promise.', 'How calls changed.'),
    // As on the real site, several migration guides: "migration" heads more than one title.
    page('/docs/v3/migration-from-2.5/manifest-change', 'Migration: manifest changes', 'The manifest moved.', 'manifest.webapp becomes manifest.webmanifest.'),
    page('/docs/v3/migration-from-2.5/permission-change', 'Migration: permission changes', 'Permissions renamed.', 'Some permissions were renamed.'),
    page('/docs/v3/guide/battery', 'Battery on 3.0', 'The battery manager moved.', 'On 3.0 the battery manager moved to navigator.b2g.'),
  ]),
);
const v26 = loadIndex(
  buildSearchIndex('2.6', [
    page('/docs/v26/security-patch-level', 'Security patch level', 'What the security patch level of a build means.', 'The security patch level is a date.'),
    page('/docs/v26/security/kernel', 'Kernel security bulletin', 'What the kernel security bulletin covers.', 'Security fixes to the kernel, by patch level.'),
  ]),
);
const synonyms = [['sd card', 'sdcard', 'device storage'], ['vulnerability', 'cve', 'security']];
const search = (query: string, indexes = [v25], more: Partial<api.SearchOptions> = {}) => searchIndexes(indexes, query, { limit: 10, synonyms, preferVersion: '2.5', ...more });
const routes = (query: string, indexes = [v25], more: Partial<api.SearchOptions> = {}) => search(query, indexes, more).map((h) => h.route);

const exports = suite('query-index');
exports('should expose the public api', () => {
  assert.equal(Object.keys(api), ['searchIndexes']);
});
exports.run();

// ---

const ranking = suite('ranking');

ranking('should put a page whose title names the API above pages that mention it in their text', () => {
  assert.is(routes('getDeviceStorage', [v25, v30])[0], '/docs/v3/api/b2g/getDeviceStorage');
  assert.is(routes('freeSpace')[0], '/docs/api/storage/freespace');
});

ranking('should find an API name by its parts and by a dotted name, the member first', () => {
  assert.is(routes('free space')[0], '/docs/api/storage/freespace');
  assert.is(routes('device storage')[0], '/docs/api/storage');
  assert.is(routes('navigator.mozAlarms.add')[0], '/docs/api/alarm/add');
  assert.is(routes('mozAlarms')[0], '/docs/api/alarm', 'a part of a longer name in the title');
});

ranking('should put a reference page above its migration mirror unless the query says migrate', () => {
  assert.equal(routes('getDeviceStorage', [v30]).slice(0, 2), ['/docs/v3/api/b2g/getDeviceStorage', '/docs/v3/migration-from-2.5/b2g/getDeviceStorage']);
  assert.is(routes('migrate getDeviceStorage', [v30])[0], '/docs/v3/migration-from-2.5/b2g/getDeviceStorage');
  assert.is(routes('migrating getDeviceStorage calls', [v30])[0], '/docs/v3/migration-from-2.5/b2g/getDeviceStorage');
  assert.is(routes('DOMRequest Promise', [v30])[0], '/docs/v3/migration-from-2.5/api-change', 'a migration guide mirrors no reference page');
  const upgrade = [['migrate', 'upgrade']];
  assert.is(routes('getDeviceStorage after upgrading ', [v30], { synonyms: upgrade })[0], '/docs/v3/migration-from-2.5/b2g/getDeviceStorage', 'a synonym of migrate');
  assert.is(routes('getDeviceStorage after upgrading ', [v30], { synonyms: [] })[0], '/docs/v3/api/b2g/getDeviceStorage');
});

ranking('should put pages that hold every word of the query first', () => {
  assert.is(routes('battery screen')[0], '/docs/guide/softkeys');
});

ranking('should treat the synonyms of the options as the same words', () => {
  assert.is(routes('free space on sd card')[0], '/docs/api/storage/freespace');
  assert.equal(routes('sd card', [v25], { synonyms: [] }), [], 'no table, no synonym');
  assert.is(routes('kernel vulnerabilities', [v25, v26])[0], '/docs/v26/security/kernel');
});

ranking('should rank several versions as one index and prefer the given version among equals', () => {
  assert.is(routes('security patch level', [v25, v26, v30])[0], '/docs/v26/security-patch-level', 'a word in every page of 2.6 is still rare across versions');
  const hits = search('battery', [v30, v25]);
  assert.equal(hits.slice(0, 2).map((h) => h.version), ['2.5', '3.0']);
  assert.equal(search('battery', [v30, v25], { preferVersion: '3.0' })[0]!.version, '3.0');
});

ranking('should find the last word while it is typed, by its start and by its stem', () => {
  assert.equal(routes('batt').slice(0, 2), ['/docs/guide/battery', '/docs/guide/softkeys']);
  assert.equal(routes('securit', [v26]).sort(), ['/docs/v26/security-patch-level', '/docs/v26/security/kernel']);
  assert.is(routes('patch lev', [v26])[0], '/docs/v26/security-patch-level');
  assert.equal(routes('batt ', [v25]), [], 'a space ends the word');
});

ranking('should answer nothing, and not throw, for punctuation, markup and stop words alone', () => {
  assert.equal(search('  ...  '), []);
  assert.not.throws(() => search('<img src=x onerror=alert(1)>'));
  assert.equal(search('*'), []);
  assert.equal(search('the'), []);
  assert.not.throws(() => search('constructor __proto__ hasOwnProperty'));
});

ranking("should find a page by its front matter keywords, readers' words its text does not use", () => {
  const se = { ...apiPage(['SEManager'], '/docs/api/secure-element', 'Secure Element API', 'Talks to applets on the UICC through channels.', 'Open a session, then a channel to an applet.'), keywords: ['smart card', 'APDU'] };
  const storage = page('/docs/guide/storage', 'Storage', 'Where an app keeps files.', 'A smart app keeps its files on the SD card and checks the card is there.');
  const index = loadIndex(buildSearchIndex('2.5', [storage, se]));
  assert.is(routes('send smart card commands', [index])[0], '/docs/api/secure-element', 'the keywords hold the words as a phrase the reader uses');
  assert.equal(routes('apdu', [index]), ['/docs/api/secure-element']);
  const without = loadIndex(buildSearchIndex('2.5', [storage, { ...se, keywords: [] }]));
  assert.is(routes('send smart card commands', [without])[0], '/docs/guide/storage', 'without them, the page that shares the words comes first');
});

ranking.run();

// ---

// Issue 35: the page whose subject the query is, first. Sixteen guides make "app", "phone", "show",
// "up" and "guide" common words here, and "reject" a word of the text, as they are on the real site.
const guides = Array.from({ length: 16 }, (_, i) => page(`/docs/guide/g${i}`, `Guide ${i}: your app on the phone`, 'Show your app on the phone.', `Your app shows up on the phone; add it to the home screen.${i % 4 ? '' : ' A promise rejects when a call fails.'} Part ${i}.`));
/** An index of the guides and the given pages (the guides make the common words common). */
function withGuides(pages: SearchSource[], version = '2.5') {
  return loadIndex(buildSearchIndex(version, [...guides, ...pages]));
}
const subjects = withGuides([
  apiPage(['FMRadio.frequency'], '/docs/api/fmradio/frequency', 'FMRadio.frequency', 'The frequency the radio is tuned to, in MHz.', 'Read it after tuning.'),
  page('/docs/guide/app-basics', 'App basics', 'Start here.', `${'Install, open and close it; read the other guides first. '.repeat(6)}Mind the quota.`),
  page('/docs/guide/storage', 'Storage', 'Where data lives.', 'Each app has a storage quota.'),
  page('/docs/faq', 'Developer FAQ', 'Answers to common questions.', 'Questions developers ask.', ['why-was-my-build-rejected', 'Why was my build rejected?', 'The store lists the checks that failed.']),
  apiPage(['BluetoothConnectionHandle'], '/docs/api/bt/connectionhandle', 'BluetoothConnectionHandle', 'Lets an app accept or reject an incoming profile connection.', 'Call accept() or reject().'),
  apiPage(['ContactsManager'], '/docs/api/contacts', 'Contacts (daemon API)', 'Find, add and remove contacts.', 'Load the service first.'),
  apiPage(['MozAlarmsManager.add()'], '/docs/api/alarm/add', 'MozAlarmsManager.add()', 'Schedules an alarm.', 'Call it with a date.'),
  apiPage(['MozAlarmsManager'], '/docs/api/alarm', 'MozAlarmsManager', 'The interface behind navigator.mozAlarms, with add, getAll and remove.', 'Get it from navigator.mozAlarms.'),
  page('/docs/contact-us', 'Contact us', 'Write to us.', 'Mail the team.'),
  page('/docs/guide/contacts-then-and-now', 'Contacts, then and now', 'From mozContacts.', 'The ContactsManager of the daemon replaces navigator.mozContacts: ContactsManager methods return promises.'),
  apiPage(['MozWifiNetwork'], '/docs/api/wifi/network', 'MozWifiNetwork', 'One network found by a scan.', 'Read network.signalStrength and network.ssid.'),
  apiPage(['BluetoothDevice'], '/docs/api/bt/device', 'BluetoothDevice', 'What a paired headset offers.', 'Its attributes: name, address.'),
  apiPage(['BluetoothAdapter'], '/docs/api/bt/adapter', 'BluetoothAdapter', 'The local adapter.', 'Lists each bluetooth device and its attributes.'),
  apiPage(['BluetoothManager'], '/docs/api/bt/manager', 'BluetoothManager', 'Bluetooth devices: the entry point to every bluetooth device.', 'Bluetooth on the device starts here.'),
]);
const about = (query: string, more: Partial<api.SearchOptions> = {}) => routes(query, [subjects], { synonyms: [], ...more });

const subject = suite('ranking by what a page is about');

subject('should weigh the words a page holds by their rarity, so the rare words of a task outweigh the common ones', () => {
  // The guides hold four of the five words (show, up, app, phone); the radio page the rare one.
  assert.is(about('radio shows up in my app on the phone')[0], '/docs/api/fmradio/frequency');
  assert.is(about('show radio frequency in my app on the phone')[0], '/docs/api/fmradio/frequency');
});

subject('should give a common word in a title little more than in the text', () => {
  // "app" heads App basics, but the page about the quota is Storage.
  assert.is(about('app quota')[0], '/docs/guide/storage');
});

subject('should keep the boost of a word that heads almost no title, however common in text', () => {
  assert.equal(about('why was my app rejected')[0], '/docs/faq');
  assert.is(search('why was my app rejected', [subjects], { synonyms: [] })[0]!.anchor, 'why-was-my-build-rejected');
});

subject('should find a reference page by the API names it documents (its title, its defined_in interfaces)', () => {
  assert.equal(about('ContactsManager'), ['/docs/api/contacts', '/docs/guide/contacts-then-and-now'], 'named only in defined_in, before a text that names it');
  // "add" is a common word, but the name of the method the add page documents.
  assert.is(about('mozAlarms add')[0], '/docs/api/alarm/add');
});

subject('should find an API name in the text by its parts', () => {
  assert.equal(about('signal strength'), ['/docs/api/wifi/network'], 'the text says signalStrength');
});

subject('should rank the page of an API name that the query spells as words', () => {
  assert.is(about('bluetooth device attributes')[0], '/docs/api/bt/device');
  assert.is(about('bluetooth devices')[0], '/docs/api/bt/device', 'before the manager, whose summary says "bluetooth device" twice');
});

subject('should find a page by the other spelling of a word', () => {
  // Keys says "centre key"; Layout holds both words as the query spells them, about something else.
  const keys = withGuides([
    page('/docs/guide/keys', 'Keys', 'The centre key and the softkeys.', 'Press the centre key to select the focused item.'),
    page('/docs/guide/layout', 'Layout', 'Lay out a screen.', 'Center the title with CSS; a key line under it.'),
  ]);
  assert.is(routes('center key', [keys], { synonyms: [] })[0], '/docs/guide/keys');
});

subject('should not count words found only in different sections as held together', () => {
  // The remove page holds every word, but "find" in its example and "out" in its notes; the
  // owner page's summary is the query but for "find out".
  const stores = withGuides([
    apiPage(['DataStore.owner'], '/docs/api/datastore/owner', 'DataStore.owner', 'The manifest URL of the app that owns a data store.', 'Read it at run time.'),
    apiPage(
      ['DataStore.remove()'],
      '/docs/api/datastore/remove',
      'DataStore.remove()',
      'Deletes a record from a data store.',
      'Call it with the id.',
      ['permissions', 'Permissions', 'Apps that own the store may always write to it.'],
      ['example', 'Example', 'Find the record by its id, then remove it.'],
      ['notes', 'Notes', 'Ids run out only after many records.'],
    ),
  ]);
  assert.is(routes('find out which app owns a data store', [stores], { synonyms: [] })[0], '/docs/api/datastore/owner');
});

subject('should rank a section whose heading holds the query above a page that holds its words in the text', () => {
  // The softkeys page holds every word, "put" and "icon" in a section's text; the action icon
  // page's section heading holds all but "put", a verb of the question rather than its subject.
  const icons = withGuides([
    page('/docs/guide/softkeys', 'Softkeys', 'The three softkeys under the screen.', 'The centre softkey selects the focused item.', ['design-rules', 'Design rules', 'Put the main action on the centre softkey; an icon or a word labels it.']),
    page('/docs/guide/action-icon', 'Action icon', 'Glyphs that stand for actions.', 'Draw them for a small screen.', ['example-an-icon-on-the-centre-softkey', 'Example: an icon on the centre softkey of a player', 'A camera glyph labels the shutter.']),
  ]);
  const [hit] = search('which icon to put on the centre softkey', [icons], { synonyms: [] });
  assert.is(hit!.route, '/docs/guide/action-icon');
  assert.is(hit!.anchor, 'example-an-icon-on-the-centre-softkey');
});

subject('should put the page whose whole title the query names above one that holds more of its other words', () => {
  // The query names `BluetoothDevice.name` and says what about it in words that page does not
  // use ("blank"; it says "empty"); the device page holds "shows up" in its example.
  const devices = loadIndex(
    buildSearchIndex('2.5', [
      // "bluetooth", "device" and "name" about as common as "shows up", as on the real site.
      ...guides.slice(0, 4),
      ...Array.from({ length: 3 }, (_, i) => apiPage([`BluetoothPart${i}`], `/docs/api/bt/part${i}`, `BluetoothPart${i}`, 'A part of the Bluetooth stack.', `Each bluetooth device has a name; part ${i} reads the device name.`)),
      apiPage(['BluetoothDevice.name', 'BluetoothDevice'], '/docs/api/bt/device/name', 'BluetoothDevice.name', "The remote device's friendly name, which can be empty.", 'Read it after pairing; it can change.'),
      apiPage(['BluetoothDevice'], '/docs/api/bt/device', 'BluetoothDevice', 'A remote Bluetooth device.', 'Its attributes: name, address, paired.', ['example', 'Example', 'The list shows each device by its name; the address shows up while the name is empty.']),
      page('/docs/guide/screen', 'Screen', 'The display.', 'A blank screen means the app stopped.'),
    ]),
  );
  // (A title of one term is not lifted: `BluetoothDevice` is named by the query too.)
  assert.is(routes('bluetooth device name shows up blank', [devices], { synonyms: [] })[0], '/docs/api/bt/device/name');
});

subject('should put the page of the interface a dotted name is a member of above a sibling member page that holds more of the query', () => {
  // `Clients` documents openWindow() in its members table; `Clients.openApp()` says it is
  // "available" in its summary and names openWindow in its notes, so it holds every word.
  const clients = withGuides([
    // "available" as common as on the real site.
    ...Array.from({ length: 6 }, (_, i) => page(`/docs/guide/feature${i}`, `Feature ${i}`, `Feature ${i} of the phone.`, `Feature ${i} is available on 2.5.`)),
    apiPage(['Clients'], '/docs/api/clients', 'Clients', 'The service worker interface that finds and controls the windows of its app.', 'Clients lives in the service worker.', ['members', 'Members', 'get(id) finds one client. matchAll() lists clients. openWindow(url): on 2.5 openWindow() rejects in a service worker; use openApp().']),
    apiPage(['Clients.openApp()', 'Clients'], '/docs/api/clients/openapp', 'Clients.openApp()', 'A platform method available in service workers only that opens the app.', 'Call it from notificationclick.', ['notes', 'Notes', 'Where other engines call openWindow(), call openApp().']),
  ]);
  assert.is(routes('clients.openWindow not available in service worker', [clients], { synonyms: [] })[0], '/docs/api/clients');
});

subject('should lift a heading that reads like the query once its stop words are left out', () => {
  // "new in 3.0": the introduction's "What is new in 3.0" section, not a page titled with "new"
  // whose text says "new" and 3.0 more often.
  const intro = withGuides([
    // "3.0" in most pages, as on the real site.
    ...Array.from({ length: 12 }, (_, i) => page(`/docs/v3/topic${i}`, `Topic ${i}`, `Topic ${i} on 3.0.`, `How topic ${i} works on 3.0.`)),
    page('/docs/v3/', 'Introduction', 'What 3.0 is and where to start.', 'Smart Feature Phone 3.0 is the newest generation.', ['what-is-new-in-30', 'What is new in 3.0', 'Gecko 84 and navigator.b2g replace Gecko 48 and navigator.moz*.']),
    page('/docs/v3/api/new-api-samples', 'New API samples', 'How the new 3.0 sample code for the 3.0 daemon services is organized.', 'The 3.0 sample app shows each 3.0 service; 3.0 daemons share one session, new in 3.0.'),
  ], '3.0');
  assert.is(routes('new in 3.0', [intro], { synonyms: [] })[0], '/docs/v3/');
});

subject('should count the words a query says its task with, which head no title, less than those that name pages', () => {
  // The network guide holds "whether", "right" and "now", rare words here that no title or heading
  // holds, and "phone" and "wifi"; the connection page holds "wifi" and "connected", which name it.
  const wifi = withGuides([
    apiPage(['WifiManager.connection', 'WifiManager'], '/docs/api/wifi/connection', 'WifiManager.connection', 'The status of the current Wi-Fi connection and its network.', 'Read status: "connected" while the phone is connected.'),
    apiPage(['WifiManager.enabled', 'WifiManager'], '/docs/api/wifi/enabled', 'WifiManager.enabled', 'Whether wifi is switched on.', 'True while the wifi is on.'),
    page('/docs/guide/network', 'Network state', 'Know when the network comes and goes.', 'Whether the phone has a wifi network right now: navigator.onLine.'),
  ]);
  assert.equal(routes('check whether the phone is connected to wifi right now', [wifi], { synonyms: [] }).slice(0, 2), ['/docs/api/wifi/connection', '/docs/guide/network']);
});

subject('should put the page of an event first when the query asks when something happens', () => {
  // The state's page holds the query's words as well as the handler's; "when" (a stop word, so no
  // word of the match) or "event" asks for the moment Wi-Fi goes off: the handler's page.
  const wifi = withGuides([
    apiPage(['WifiManager.enabled', 'WifiManager'], '/docs/api/wifi/enabled', 'WifiManager.enabled', 'Whether Wi-Fi is switched on or off.', 'False after the user turns Wi-Fi off in Settings; the user turns it on again there.'),
    apiPage(['WifiManager.ondisabled', 'WifiManager'], '/docs/api/wifi/ondisabled', 'WifiManager.ondisabled', 'Handler called after Wi-Fi goes off, for example when the user turns it off.', 'Set it to a function.'),
  ]);
  const scores = (query: string) => Object.fromEntries(search(query, [wifi], { synonyms: [] }).map((h) => [h.route, h.score]));
  const plain = scores('the user turns Wi-Fi off');
  const asked = scores('when the user turns Wi-Fi off');
  assert.ok(plain['/docs/api/wifi/enabled']! > plain['/docs/api/wifi/ondisabled']!, 'no cue: the state\'s page');
  assert.ok(asked['/docs/api/wifi/ondisabled']! > asked['/docs/api/wifi/enabled']!, '"when": the handler\'s page');
  assert.is(asked['/docs/api/wifi/enabled'], plain['/docs/api/wifi/enabled'], 'a page of no event keeps its score');
  const named = scores('Wi-Fi turned off event');
  assert.ok(named['/docs/api/wifi/ondisabled']! > 1.2 * scores('Wi-Fi turned off')['/docs/api/wifi/ondisabled']!, '"event" asks for it too');
  // Titles that only look like an event's when case is ignored: a word ending in "event", a word starting with "on".
  const lookalikes = withGuides([
    page('/docs/guide/prevent', 'Drops to prevent', 'Keep a Wi-Fi download going when the user turns Wi-Fi off.', 'Resume it later.'),
    page('/docs/guide/onboarding', 'Onboarding', 'Explain why the app needs Wi-Fi before the user turns Wi-Fi off.', 'Ask once.'),
  ]);
  const lookalikeScores = (query: string) => Object.fromEntries(search(query, [lookalikes], { synonyms: [] }).map((h) => [h.route, h.score]));
  for (const route of ['/docs/guide/prevent', '/docs/guide/onboarding']) {
    assert.ok(lookalikeScores('the user turns Wi-Fi off')[route]! > 0, route);
    assert.is(lookalikeScores('when the user turns Wi-Fi off')[route], lookalikeScores('the user turns Wi-Fi off')[route], `${route} is not an event's page`);
  }
});

subject.run();

// ---

const sections = suite('section results');

sections('should open a result at the section that matched, with the snippet cut from it', () => {
  const [hit] = search('freeSpace return value');
  assert.is(hit!.route, '/docs/api/storage/freespace');
  assert.is(hit!.anchor, 'return-value');
  assert.is(hit!.heading, 'Return value');
  assert.equal(hit!.headingMarks, [[0, 6], [7, 12]]);
  assert.is(hit!.snippet, 'A DOMRequest whose result is the free space in bytes.');
});

sections('should open at the top when the page itself matched, and list its other matching sections', () => {
  const [hit] = search('freeSpace');
  assert.is(hit!.anchor, '');
  assert.is(hit!.heading, '');
  assert.equal(hit!.titleMarks, [[14, 23]]);
  assert.equal(hit!.sections.map((s) => s.anchor), ['syntax']);
  assert.equal(hit!.sections[0]!.snippetMarks.map(([s, e]) => hit!.sections[0]!.snippet.slice(s, e)), ['freeSpace']);
});

sections('should cut the snippet around the first match', () => {
  const [hit] = search('charger plugged');
  assert.is(hit!.anchor, '');
  assert.ok(hit!.snippet.startsWith('…'), hit!.snippet);
  assert.equal(hit!.snippetMarks.map(([s, e]) => hit!.snippet.slice(s, e)), ['charger', 'plugged']);
});

sections.run();

// ---

// ---

const legacy = suite('for the Gecko 48 phone script');

legacy('should bundle as ES5 and rank the same there', async () => {
  // What bundle-legacy.ts would do with it: esbuild refuses ES2015+ syntax at target es5.
  const { outputFiles } = await esbuild.build({
    stdin: { contents: "export { loadIndex } from './shared/search/load-index.ts'; export { searchIndexes } from './shared/search/query-index.ts';", resolveDir: repoRoot, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'search',
    target: 'es5',
    logLevel: 'silent',
  });
  const context: { search?: { loadIndex: typeof loadIndex; searchIndexes: typeof searchIndexes } } = {};
  vm.runInNewContext(outputFiles[0]!.text, context);
  const file = JSON.parse(JSON.stringify(v25.file));
  const es5 = context.search!.searchIndexes([context.search!.loadIndex(file)], 'free space on sd card', { limit: 10, synonyms, preferVersion: null });
  assert.equal(JSON.parse(JSON.stringify(es5)), JSON.parse(JSON.stringify(search('free space on sd card', [v25], { preferVersion: null }))));
  const about = context.search!.searchIndexes([context.search!.loadIndex(JSON.parse(JSON.stringify(subjects.file)))], 'show radio frequency in my app on the phone', { limit: 10, synonyms: [] });
  assert.equal(JSON.parse(JSON.stringify(about)), JSON.parse(JSON.stringify(search('show radio frequency in my app on the phone', [subjects], { synonyms: [] }))));
  assert.is(about[0]!.route, '/docs/api/fmradio/frequency');
});

legacy.run();
