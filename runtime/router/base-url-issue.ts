// The base-URL banner itself is drawn by templates/base-url-check.js, inline in the HTML, because
// a wrong base URL usually means this very script never loads. When the script does load but the
// route table does not, it asks the inline check to show the banner (home path only, spec §8).
declare global {
  interface Window {
    __sfpStarted?: boolean;
    __sfpBaseUrlIssue?: () => void;
  }
}

export function reportBaseUrlIssue(): void {
  window.__sfpBaseUrlIssue?.();
}
