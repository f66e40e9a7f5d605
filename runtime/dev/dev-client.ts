// Writers' mode only (`sfpdocs serve --watch` adds it to every page it serves; a build never
// does): listens to the server's event channel, re-renders the current route in place when page
// data changed, reloads when the runtime, templates or config changed, and shows the site's
// errors in an overlay until they are fixed. A same-origin module script, so the page's CSP
// (script-src 'self', connect-src 'self') allows it.
import type { DevEvent, DevProblem } from '../../shared/contract.ts';

const overlayId = 'sfpdocs-error-overlay';

let session: string | null = null;
const events = new EventSource(new URL('./events', import.meta.url));
events.onmessage = (message: MessageEvent<string>) => {
  const event = JSON.parse(message.data) as DevEvent;
  // A new server (restarted) may serve another site or runtime: start afresh.
  if (session !== null && event.session !== session) return location.reload();
  session = event.session;
  showProblems(event.errors);
  if (event.type === 'reload') location.reload();
  else if (event.type === 'update') void reloadRoute();
};

function showProblems(problems: DevProblem[]): void {
  let overlay = document.getElementById(overlayId);
  if (!problems.length) return overlay?.remove();
  if (!overlay) {
    overlay = document.createElement('section');
    overlay.id = overlayId;
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-labelledby', `${overlayId}-title`);
    // Styles go through the CSSOM, which the CSP does not restrict, and stay out of the theme.
    overlay.style.cssText =
      'position:fixed;left:0;right:0;top:0;z-index:2147483647;max-height:60vh;overflow:auto;box-sizing:border-box;padding:12px 16px;' +
      'background:#1b1b1d;color:#fff;border-bottom:4px solid #e13238;font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;';
    // Outside the React root, so re-renders of the page never touch it.
    document.body.append(overlay);
  }
  const title = document.createElement('h2');
  title.id = `${overlayId}-title`;
  title.style.cssText = 'margin:0 0 8px;font:inherit;font-weight:bold;color:#ff8a8a;';
  title.textContent = `sfpdocs: ${problems.length} error${problems.length === 1 ? '' : 's'} (this closes by itself once fixed)`;
  const list = document.createElement('pre');
  list.style.cssText = 'margin:0;white-space:pre-wrap;word-break:break-word;font:inherit;';
  list.textContent = problems.map((p) => p.text).join('\n');
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.style.cssText = 'margin-top:8px;padding:2px 12px;font:inherit;color:#fff;background:#3a3a3d;border:1px solid #8a8a8f;border-radius:4px;cursor:pointer;';
  close.addEventListener('click', () => overlay!.remove());
  overlay.replaceChildren(title, list, close);
}

/** The router shows the changed page data in place (Router.tsx); before hydration it will load it anyway. */
async function reloadRoute(): Promise<void> {
  try {
    await window.__sfpReloadRoute?.();
  } catch (error) {
    console.warn('sfpdocs: could not re-load the page after a change', error);
  }
}
