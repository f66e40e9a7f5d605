// Closing what the softkeys opened: the menu, the search box, a page dialog.
import { closest, doc, root } from './dom.js';
import { updateLabels } from './labels.js';
import { state } from './state.js';

export function searchArea(el) {
  return el ? closest(el, '[role="search"], form') : null;
}

export function closePanel() {
  if (state.panel === 'menu' && state.menu) {
    if (state.menu.parentNode) state.menu.parentNode.removeChild(state.menu);
    state.menu = null;
    if (state.beforeMenu && state.beforeMenu.focus && doc.body.contains(state.beforeMenu)) state.beforeMenu.focus();
    state.beforeMenu = null;
  }
  if (state.panel === 'search') {
    var active = doc.activeElement;
    if (active && searchArea(active) && active.blur) active.blur();
  }
  state.panel = null;
  root.classList.remove('sfp-menu-open');
  root.classList.remove('sfp-search-open');
  updateLabels();
}

/** Page dialogs close on Escape (the WAI-ARIA dialog pattern): send them one. */
export function closePageDialog(dialog) {
  var target = dialog.contains(doc.activeElement) ? doc.activeElement : dialog;
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
}
