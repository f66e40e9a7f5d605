// SoftRight: the search box, the search page's own when there is one, else the navbar's (shown by
// phone.css while open); without either, the search page.
import { hooks, hookSelector } from '../../shared/hooks.ts';
import { closest, doc, homeHref } from './dom.js';
import { updateLabels } from './labels.js';
import { closePanel } from './panel.js';
import { state } from './state.js';

function searchInput() {
  return doc.querySelector('main input[type="search"]') || doc.querySelector('input[type="search"]');
}

export function openSearch() {
  closePanel();
  var input = searchInput();
  if (!input) return void (location.href = homeHref().replace(/\/?$/, '/') + 'search');
  state.panel = 'search';
  // Only the navbar's box needs bringing out from behind the title bar.
  if (closest(input, hookSelector(hooks.navbar))) doc.documentElement.classList.add('sfp-search-open');
  input.focus();
  if (input.select) input.select();
  updateLabels();
}
