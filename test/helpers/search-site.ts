// A fixture site for the search and offline tests: basicSite with a logo (for the app icons)
// and pages whose words the tests search for.
import fs from 'node:fs';
import path from 'node:path';
import { basicSite, repoRoot } from './fixture-site.ts';

export const logoSvg = fs.readFileSync(path.join(repoRoot, 'static', 'img', 'logo.svg'), 'utf8');

export function withConfig(files: Record<string, string>, lines: string): Record<string, string> {
  return { ...files, 'site.config.ts': files['site.config.ts']!.replace('  redirects:', `${lines}\n  redirects:`) };
}

export const searchSite: Record<string, string> = withConfig(
  {
    ...basicSite,
    'static/img/logo.svg': logoSvg,
    'content/2.5/guide/battery.md': '---\ntitle: Battery status\n---\n\nRead the battery level with `navigator.getBattery()`.\n\n## Charging events {#charging}\n\nThe chargingchange event fires when the charger is plugged in.\n',
    'content/2.5/guide/softkeys.md': '---\ntitle: Softkeys\n---\n\nSoftkeys sit under the screen. Map the left softkey to the primary action.\n',
    'content/3.0/guide/battery.md': '---\ntitle: Battery on 3.0\n---\n\nOn 3.0 the battery manager moved to navigator.b2g.\n',
    'content/2.5/api/freespace.md': '---\ntitle: DeviceStorage.freeSpace()\ndescription: The bytes free on the volume.\n---\n\nCheck the room left before a download.\n\n## Syntax\n\n```js\nstorage.freeSpace();\n```\n\n## Return value\n\nA DOMRequest whose result is the free space in bytes.\n\n## Example\n\nCall freeSpace() before saving a podcast.\n',
  },
  "  logo: '/img/logo.svg',",
);
