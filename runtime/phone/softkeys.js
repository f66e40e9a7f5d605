// The softkey bar at the bottom of a phone screen: SoftLeft opens the menu (or closes what is
// open), Enter selects, SoftRight opens search. A tap on a label acts like its key.
import { doc } from './dom.js';
import { pageDialog } from './layers.js';
import { openMenu } from './menu.js';
import { closePageDialog, closePanel } from './panel.js';
import { openSearch } from './search-panel.js';
import { state } from './state.js';

export function softkey(key) {
  var dialog = !state.panel && pageDialog();
  if (key === 'SoftLeft') {
    if (state.panel) closePanel();
    else if (dialog) closePageDialog(dialog);
    else openMenu();
  } else if (key === 'SoftRight' && !dialog) openSearch();
}

export function makeBar() {
  var bar = doc.createElement('div');
  bar.className = 'sfp-softkeys';
  bar.setAttribute('aria-label', 'Softkeys');
  var keys = [['left', 'SoftLeft'], ['center', 'Enter'], ['right', 'SoftRight']];
  for (var i = 0; i < keys.length; i++) {
    var button = doc.createElement('button');
    button.type = 'button';
    button.tabIndex = -1;
    button.className = 'sfp-softkey sfp-softkey-' + keys[i][0];
    button.setAttribute('data-key', keys[i][1]);
    bar.appendChild(button);
  }
  // A tap on a label acts like the key and leaves focus where it was.
  bar.addEventListener('mousedown', function (e) {
    e.preventDefault();
  });
  bar.addEventListener('click', function (e) {
    var key = e.target && e.target.getAttribute && e.target.getAttribute('data-key');
    if (key === 'Enter') {
      var active = doc.activeElement;
      if (active && active !== doc.body) active.click();
    } else if (key) softkey(key);
  });
  doc.body.appendChild(bar);
  state.bar = bar;
}
