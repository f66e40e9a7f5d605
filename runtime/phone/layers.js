// Where the D-pad moves: the menu while it is open, else a page dialog that covers most of the
// screen (the chatbot, the hosted search), else the page itself.
import { doc } from './dom.js';
import { state } from './state.js';

/** A dialog of the page that covers most of the screen: while it is open the D-pad stays inside it and SoftLeft closes it. */
export function pageDialog() {
  var dialogs = doc.querySelectorAll('[role="dialog"], [role="alertdialog"]');
  for (var i = 0; i < dialogs.length; i++) {
    if (dialogs[i] === state.menu || dialogs[i].hidden) continue;
    var r = dialogs[i].getBoundingClientRect();
    if (r.width > 0 && r.height >= window.innerHeight / 2) return dialogs[i];
  }
  return null;
}

/** The layer the D-pad moves in: the menu, else a page dialog, else null for the page itself. */
export function layer() {
  return state.panel === 'menu' && state.menu ? state.menu : pageDialog();
}
