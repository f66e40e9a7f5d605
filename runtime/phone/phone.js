// Phone support for a 240×320 feature phone (issue 10): D-pad focus navigation, the softkey bar
// and the menu. ES5 modules with no dependencies but shared/, so one source serves both engines
// of the platform: the React runtime imports this entry lazily (Gecko 84, modern browsers), and
// the compiler bundles it as the `nomodule` script for Gecko 48 (SFP 2.5), where every navigation
// is a full page load (bundle-legacy.ts, which refuses anything newer than ES5). It works on the
// DOM alone: following a link is `click()` and going back is `history.back()`, so the client
// router, when there is one, turns both into client navigations. Keys are `KeyboardEvent.key`
// values, as the platform's softkeys page says: never `keyCode`.
import { doc, isLine, isPhone, isTyping, onPhoneChange, prepare, root } from './dom.js';
import { dpadActive, move, setDpad, turn, usePointer } from './dpad.js';
import { updateLabels } from './labels.js';
import { layer, pageDialog } from './layers.js';
import { registerOfflineWorker } from './offline.js';
import { closePageDialog, closePanel, searchArea } from './panel.js';
import { makeBar, softkey } from './softkeys.js';
import { state } from './state.js';
import { startTabs } from './tabs.js';

var arrows = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -1, ArrowRight: 1, Up: -1, Down: 1, Left: -1, Right: 1 };

function onKey(e) {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
  var key = e.key;
  var target = e.target;
  var typing = isTyping(target);
  if (key === 'SoftLeft' || key === 'F1') {
    if (!isPhone()) return;
    e.preventDefault();
    return void softkey('SoftLeft');
  }
  if (key === 'SoftRight' || key === 'F2') {
    if (!isPhone()) return;
    e.preventDefault();
    return void softkey('SoftRight');
  }
  if (key === 'Escape' || key === 'Esc') {
    if (state.panel) {
      e.preventDefault();
      closePanel();
    }
    return;
  }
  if (!dpadActive()) return;
  if (key === 'Backspace') {
    // Never while typing: there Backspace deletes.
    if (typing) return;
    e.preventDefault();
    var dialog = !state.panel && pageDialog();
    if (state.panel) closePanel();
    else if (dialog) closePageDialog(dialog);
    else history.back();
    return;
  }
  var dir = arrows[key];
  if (!dir) return;
  setDpad(true);
  if (key === 'ArrowUp' || key === 'ArrowDown' || key === 'Up' || key === 'Down') {
    if (typing && !isLine(target)) return;
    e.preventDefault();
    move(dir);
  } else if (!typing && !layer()) turn(dir, e);
}

function onFocusIn(e) {
  // Leaving the search box for the page ends search mode.
  if (state.panel === 'search' && !searchArea(e.target)) {
    state.panel = null;
    root.classList.remove('sfp-search-open');
  }
  updateLabels();
}

function start() {
  startTabs();
  makeBar();
  if (isPhone()) {
    setDpad(true);
    prepare();
  }
  onPhoneChange(function () {
    if (isPhone()) setDpad(true);
    else {
      if (state.panel) closePanel();
      if (state.pointerUsed) setDpad(false);
    }
  });
  doc.addEventListener('keydown', onKey);
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', function () {
    setTimeout(updateLabels, 0);
  });
  doc.addEventListener('mousedown', usePointer, true);
  doc.addEventListener('touchstart', usePointer, true);
  doc.addEventListener('wheel', usePointer, true);
  // Some engines send a mousemove when the page scrolls under a resting pointer: only a real move counts.
  doc.addEventListener(
    'mousemove',
    function (e) {
      var at = e.screenX + ',' + e.screenY;
      if (state.lastPointer && at !== state.lastPointer) usePointer();
      state.lastPointer = at;
    },
    true
  );
  // A client navigation replaces the page under the menu: close it.
  window.addEventListener('popstate', function () {
    if (state.panel) closePanel();
  });
  updateLabels();
  registerOfflineWorker();
  // The lazy loader (load-phone.ts) held back the arrow key that asked for this script: handle it now.
  var pending = window.__sfpPhoneKey;
  if (pending) {
    window.__sfpPhoneKey = undefined;
    onKey({ key: pending, target: doc.activeElement || doc.body, preventDefault: function () {} });
  }
}

// Loaded twice (the lazy import and a nomodule script an old engine also runs) it starts once.
if (!window.__sfpPhone) {
  window.__sfpPhone = true;
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start);
  else start();
}
