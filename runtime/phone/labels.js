// The softkey labels say what each key does right now (the platform's softkey design rule).
import { doc, isLine, isTyping, root } from './dom.js';
import { pageDialog } from './layers.js';
import { state } from './state.js';

function canSelect(el) {
  if (!el || el === doc.body || el === root) return false;
  return /^(A|BUTTON|SUMMARY|SELECT)$/.test(el.tagName) || (el.tagName === 'INPUT' && !isTyping(el));
}

export function updateLabels() {
  if (!state.bar) return;
  var active = doc.activeElement;
  var left = 'Menu';
  var center = canSelect(active) ? 'Select' : '';
  var right = 'Search';
  var dialog = !state.panel && pageDialog();
  if (state.panel === 'menu' || dialog) left = 'Close';
  if (dialog) right = '';
  else if (state.panel === 'search') {
    left = 'Close';
    right = '';
    if (isLine(active)) center = 'Search';
  }
  var cells = state.bar.children;
  var texts = [left, center, right];
  for (var i = 0; i < cells.length; i++) if (cells[i].textContent !== texts[i]) cells[i].textContent = texts[i];
}
