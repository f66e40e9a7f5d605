// A fixture site for the browser runtime tests: basicSite with analytics and a chatbot
// configured, and pages long enough to scroll.
import { basicSite } from './fixture-site.ts';

const paragraphs = (n: number) => Array.from({ length: n }, (_, i) => `Paragraph ${i + 1} of a long page, long enough to scroll.`).join('\n\n');

export const runtimeSite: Record<string, string> = {
  ...basicSite,
  'site.config.ts': basicSite['site.config.ts']!.replace(
    '  redirects:',
    `  analytics: { trackingId: 'G-FIXTURE01' },
  chatbot: { url: 'https://chat.example.test/widget', title: 'Ask the fixture assistant' },
  redirects:`,
  ),
  'content/2.5/guide/long.md': `---\ntitle: A long page\nsidebar_position: 3\n---\n\n${paragraphs(60)}\n\n## Far below {#far}\n\n${paragraphs(60)}\n\n[Next steps](./next.md) and [the far section](#far).\n`,
};

/**
 * An init script that makes the browser report a 2g connection with data saving on. A string,
 * not a function: tsx names functions through a helper that the page does not have.
 */
export const saveDataScript = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get() { return { effectiveType: '2g', saveData: true }; } });`;
