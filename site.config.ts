// The Smart Feature Phone developer documentation (spec.md §1, §2.6, §9).
import { defineConfig } from 'sfpdocs';

export default defineConfig({
  title: 'Smart Feature Phone Developers',
  tagline: 'Build apps for smart feature phones and reach new users through the app store',
  url: 'https://developer.sfp.example',
  baseUrl: '/',
  logo: '/img/logo.svg',
  favicon: '/img/logo.svg',
  repoUrl: 'https://github.com/sfp-platform/sfpdocs',
  editUrl: 'https://github.com/sfp-platform/sfpdocs/edit/main/',
  versions: [
    { id: '2.5', label: 'Smart Feature Phone 2.5', path: '/docs/', current: true, description: 'The current platform release: Gecko 48 engine, packaged and hosted apps, the moz* device APIs.' },
    { id: '2.6', label: 'Smart Feature Phone 2.6', path: '/docs/sfp-2.6/', description: 'Security bulletins: the security patch level and what each bulletin covers.' },
    { id: '3.0', label: 'Smart Feature Phone 3.0', path: '/docs/sfp-3.0/', description: 'The newest platform generation: Gecko 84, navigator.b2g APIs, daemon APIs and the web app manifest.' },
  ],
  // The platform's routes keep their numbered folders (`/docs/contact/08.contact-us/…`, page-map.tsv).
  numberPrefixes: false,
  // The home: title, tagline and two ways in above the copy of content/pages/index.md, then a card
  // per version (spec §2.1).
  home: {
    hero: true,
    actions: [
      { label: 'Get started', href: '/docs/' },
      { label: 'API index', href: '/apis/' },
    ],
    versionCards: true,
  },
  // /apis/: every API page of every version side by side, with the versions that have it (spec §2.1).
  apiIndex: true,
  // Every API page names the interface it documents and the file that defines it (content-sources.md).
  apiDefinitions: {
    folder: 'api',
    sources: {
      'gecko-48': { label: 'Gecko 48, the 2.5 engine (roytam1/gecko-kaios)', url: 'https://github.com/roytam1/gecko-kaios/blob/2c1b5fe198e12edc4cb17a34ecbcceedc642c78e/{file}' },
      'gecko-b2g': { label: 'the 3.0 engine (kaiostech/gecko-b2g)', url: 'https://github.com/kaiostech/gecko-b2g/blob/HEAD/{file}' },
      'api-daemon': { label: 'the daemon interfaces (capyloon/api-daemon)', url: 'https://github.com/capyloon/api-daemon/blob/HEAD/{file}' },
      'daemon-sample': { label: "the vendor's daemon sample (kaiostech/daemon-api-sample)", url: 'https://github.com/kaiostech/daemon-api-sample/blob/HEAD/{file}' },
    },
  },
  // One API, two names: the 2.5 → 3.0 table of content/3.0/api/api-change.md, where both versions
  // have a page, so /apis/ shows each pair on one row.
  apiRenames: [
    { '2.5': 'api/web-apis/alarm/mozAlarms', '3.0': 'api/next-new-apis/b2g/alarmManager' },
    { '2.5': 'api/web-apis/deviceStorage', '3.0': 'api/next-new-apis/b2g/getDeviceStorage' },
    { '2.5': 'api/web-apis/geolocation', '3.0': 'api/next-new-apis/navigator/geolocation' },
    { '2.5': 'api/web-apis/mozsetmessagehandler', '3.0': 'api/next-new-apis/others/SystemMessage' },
    { '2.5': 'api/web-apis/volumemanager', '3.0': 'api/next-new-apis/daemon-api/audiovolumemanager' },
  ],
  navbar: [
    { label: 'Docs', href: '/docs/', items: [
      { label: 'Core 2.5', href: '/docs/' },
      { label: 'Core 3.0', href: '/docs/sfp-3.0/' },
    ] },
    { label: 'Ads', href: 'https://ads.sfp.example/publishers' },
    { label: 'Blogs', href: '/blog' },
    { label: 'Security', href: '/docs/sfp-2.6/' },
    { label: 'Source', href: 'https://github.com/sfp-platform/sfpdocs' },
  ],
  footer: {
    columns: [
      { title: 'Explore', items: [
        { label: 'Get started', to: '/docs/getting-started/env-setup/development-env' },
        { label: 'API index', to: '/apis/' },
        { label: 'Design guide', to: '/docs/design-guide/ui-component' },
      ] },
      { title: 'More', items: [
        { label: 'Blog', to: '/blog' },
        { label: 'Versions', to: '/versions' },
        { label: 'Security bulletins', to: '/docs/sfp-2.6/' },
      ] },
      { title: 'Support', items: [
        { label: 'Contact us', to: '/docs/contact-us' },
        { label: 'Developer FAQ', to: '/docs/developer-faq' },
      ] },
      { title: 'Legal', items: [
        { label: 'Privacy policy', href: 'https://www.sfp.example/privacy' },
        { label: 'Terms of use', href: 'https://www.sfp.example/terms' },
      ] },
      { title: 'Social', items: [
        { label: 'GitHub', href: 'https://github.com/sfp-platform' },
        { label: 'RSS feed', to: '/blog/rss.xml' },
      ] },
    ],
    copyright: 'Copyright © 2018–2025 Smart Feature Phone developers.',
  },
  colorMode: { defaultMode: 'light', disableSwitch: false },
  analytics: { trackingId: 'G-SFPDOCS01' },
  search: {
    local: true,
    hosted: null,
    // The platform's words that readers and pages spell differently, and the readers' terms for
    // what the pages call otherwise. Each entry was checked against the page it leads to (the
    // comment); `node bench/search-vocabulary.mjs` prints where every word of it leads.
    synonyms: [
      ['sd card', 'sdcard', 'memory card', 'device storage'],
      ['wifi', 'wi-fi'],
      ['d-pad', 'dpad', 'directional pad'],
      ['softkey', 'soft key'],
      ['vulnerability', 'cve', 'security'],
      ['security update', 'security patch'], // 2.6 security-patch-level (which patches a phone has); no page says security update
      ['mse', 'media source extensions', 'mediasource'], // api/web-apis/mediasource
      ['ajax', 'xmlhttprequest', 'xhr'], // 3.0 others/XMLHttpRequest
      ['cors', 'cross-origin'], // 3.0 XMLHttpRequest (mozSystem), security-access-level#cross-origin-requests
      ['speakerphone', 'loudspeaker'], // 3.0 others/speakerManager
      ['haptic', 'vibration', 'vibrate'], // 3.0 others/notification (vibrate, vibrationPattern), navigator.vibrate in api/other-apis
      ['rotate', 'rotation', 'orientation'], // supporting-multiple#declaring-the-orientation
      ['developer mode', 'debug mode'], // env-setup/os-env-setup, development/run-and-debug
      ['intent', 'web activity', 'webactivity', 'mozactivity'], // 3.0 others/WebActivity
      // Reader phrases for migrating: migration pages first (docs/offline-and-search.md).
      // "port" alone is not one: the TCP socket and USB pages use it for a network or USB port.
      ['migrate', 'upgrade', 'porting to 3.0', '2.5 to 3.0', 'porting', 'ported'], // migration-from-2.5/*
      ['ble', 'bluetooth le', 'bluetooth low energy'], // bluetooth/device, gatt*, ledeviceevent
      ['incoming call', 'ringing'], // 3.0 daemon-api/telephony (RINGING)
      ['emulator', 'simulator'], // env-setup/simulator
      ['time zone', 'timezone'], // 3.0 daemon-api/timeservice
      ['local storage', 'localstorage'], // main-concepts/storage#localstorage-safely
      ['indexed db', 'indexeddb'], // main-concepts/storage#indexeddb-optionally-evictable
      ['app icon', 'launcher icon'], // design-guide/launcher-icon
      ['signal strength', 'rssi'], // wifi onconnectioninfoupdate, bluetooth ledeviceevent and gatt
      ['location', 'gps', 'geolocation'], // api/web-apis/geolocation (getCurrentPosition, watchPosition), 3.0 navigator/geolocation
      ['overheating', 'battery temperature'], // batterymanager/temperature, batterymanager/health ("Overheat")
      ['shared database', 'datastore', 'data store'], // api/web-apis/dataStore (a record store several apps share)
      ['beta test', 'beta testing', 'test devices'], // 3.0 package-app/test-your-apps, distribution/submission-portal (Test Devices)
      // Being told of a change, in readers' words: the pages say event (an on<name> handler, a *Event interface).
      ['notified', 'event', 'detect when'], // bluetooth/deviceevent, bluetooth/attributeevent, deviceStorage/onchange, batterymanager/on*
      ['known networks', 'saved networks', 'saved wifi networks', 'remembered networks', 'remembered wifi networks'], // wifimanager/getknownnetworks ("saved on the phone"), wifimanager/forget
      ['airplane mode', 'flight mode'], // 3.0 core-developer-topics/caching (testing offline), package-app/test-your-apps (Offline)
      ['hotspot', 'tethering'], // wifimanager/onstationinfoupdate (devices on the phone's hotspot), networkStats service types
      ['headphones', 'headset'], // the pages call one device both: fmRadio, audioChannelManager (headphones); bluetooth/device/cod, classofdevice (headsets)
      ['text message', 'sms'], // 2.5 mozsetmessagehandler (sms-received, certified), other-apis#certified-only (mozMobileMessage), 3.0 SystemMessage
      // Readers' phrases whose meaning is in their stop words, in the pages' terms (matched as
      // typed, stop words and all: "turn on" is not every "turn").
      ['how many', 'number of', 'count'], // dataStore/getlength ("number of records"), batterymanager/dischargingtime, wifimanager/onstationinfoupdate (stations)
      ['how often', 'interval', 'rate'], // networkStats moznetworkstatsmanager/samplerate ("sampling interval"), maxstorageage
      ['turn on', 'switch on', 'enable'], // wifimanager/enabled, wifiInformation#turning-wi-fi-on-and-off, onenabled ("switched on"), emulated-cursor, bluetooth adapter enable()
      ['turn off', 'switch off', 'disable'], // wifiInformation#turning-wi-fi-on-and-off, wifimanager/ondisabled, emulated-cursor, bluetooth adapter disable()
      ['plugged in', 'charging', 'charger'], // batterymanager/charging ("connected to a charger"), onchargingchange, chargingtime
      ['on or off', 'on and off', 'off or on', 'enabled', 'disabled'], // wifimanager/enabled, bluetooth adapter state and attributeevent, 3.0 daemon-api/appmanager (apps enabled or disabled)
      ['consumer', 'retail'], // the reader's consumer phones are the pages' retail phones (3.0 package-app/test-your-apps, run-and-debug#retail-phones); no page says consumer
    ],
  },
  offline: { activationStrategies: ['appInstalled', 'queryString'], debug: true },
  chatbot: { url: 'https://chat.sfp.example/widget', title: 'Ask the SFP developer assistant' },
  blog: { title: 'Blog', description: 'News, releases and guides for Smart Feature Phone developers.', postsPerPage: 10 },
  redirects: [],
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',
});
