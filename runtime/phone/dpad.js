// D-pad focus navigation: Up/Down move to the next stop in view or scroll one step, Left/Right
// scroll a code block sideways or go to the previous/next page.
import { hooks } from '../../shared/hooks.ts';
import { doc, hooked, isPhone, prepare, root, usable } from './dom.js';
import { updateLabels } from './labels.js';
import { layer } from './layers.js';
import { state } from './state.js';
import { tabOf } from './tabs.js';

var focusableSelector = 'a[href],button,input,select,textarea,summary,[tabindex]';
/** Share of the visible height one scroll step moves, so a line of context stays on screen. */
var stepShare = 0.8;
var margin = 4;

/** D-pad mode: always on a phone screen; elsewhere while the arrow keys are used without a pointer. */
export function dpadActive() {
  return isPhone() || !state.pointerUsed;
}

export function setDpad(on) {
  if (on) root.classList.add('sfp-dpad');
  else root.classList.remove('sfp-dpad');
}

export function usePointer() {
  state.pointerUsed = true;
  if (!isPhone()) setDpad(false);
}

/** Every D-pad stop of the current layer, in reading order. */
export function stops() {
  var scope = layer() || doc.body;
  var all = scope.querySelectorAll(focusableSelector);
  var out = [];
  for (var i = 0; i < all.length; i++) {
    var el = all[i];
    if (el.disabled || el.getAttribute('tabindex') === '-1' || el.type === 'hidden') continue;
    if (el.tagName === 'SUMMARY' && el.querySelector('a[href]')) continue; // its link is the stop
    if (state.bar && state.bar.contains(el)) continue;
    if (scope !== state.menu && state.menu && state.menu.contains(el)) continue;
    var r = el.getBoundingClientRect();
    // Off-screen skip links sit far to the left; hidden things have no box.
    if (r.width <= 0 || r.height <= 0 || r.right <= 0) continue;
    out.push(el);
  }
  return out;
}

/** The navbar when it stays on screen (sticky on wide screens): its items are always in view. */
function pinnedHeader() {
  var header = hooked(hooks.navbar);
  if (!header || layer()) return null;
  var position = window.getComputedStyle(header).position;
  return position === 'sticky' || position === 'fixed' || position === '-webkit-sticky' ? header : null;
}

/** The visible band of the current layer, less a pinned title bar and the softkey bar. */
function view() {
  var box = layer();
  if (box) {
    var m = box.getBoundingClientRect();
    return { top: m.top, bottom: Math.min(m.bottom, window.innerHeight), pinned: null };
  }
  var top = 0;
  var bottom = window.innerHeight;
  var header = pinnedHeader();
  if (header && header.getBoundingClientRect().top <= 0) top = Math.max(0, header.getBoundingClientRect().bottom);
  if (state.bar && state.bar.offsetHeight) bottom = Math.min(bottom, state.bar.getBoundingClientRect().top);
  return { top: top, bottom: bottom, pinned: header };
}

/** The item's box as the D-pad sees it: one in the pinned header counts as the top of the view. */
function boxOf(el, v) {
  var r = el.getBoundingClientRect();
  if (v.pinned && v.pinned.contains(el)) return { top: v.top, bottom: v.top + 1 };
  return r;
}

function scrollTop() {
  var box = layer();
  return box ? box.scrollTop : window.pageYOffset;
}

function scrollLayer(dy) {
  var box = layer();
  if (box) box.scrollTop += dy;
  else window.scrollBy(0, dy);
}

/**
 * Scrolls one step. A focused item whose start leaves the view loses focus, so Enter never acts
 * on something unseen; `reading` keeps it while a tall focused item is read in steps.
 */
function step(dy, reading) {
  var before = scrollTop();
  scrollLayer(dy);
  var active = doc.activeElement;
  if (active && active !== doc.body && !reading) {
    var v = view();
    var r = boxOf(active, v);
    if (r.top < v.top - 1 || r.top >= v.bottom) active.blur();
  }
  updateLabels();
  return scrollTop() !== before;
}

function reveal(el) {
  var v = view();
  if (v.pinned && v.pinned.contains(el)) return;
  var r = el.getBoundingClientRect();
  if (r.top < v.top) scrollLayer(r.top - v.top - margin);
  else if (r.bottom > v.bottom) scrollLayer(Math.min(r.bottom - v.bottom + margin, r.top - v.top - margin));
}

function focusStop(el) {
  el.focus();
  reveal(el);
  updateLabels();
}

/** Up/Down: the next stop when it is in view, else one step of scrolling (spec: issue 10). */
export function move(dir) {
  prepare();
  var items = stops();
  var v = view();
  var size = Math.max(40, Math.round((v.bottom - v.top) * stepShare));
  var cur = items.indexOf(doc.activeElement);
  var r = cur >= 0 ? boxOf(items[cur], v) : null;
  var inView = r && r.bottom > v.top && r.top < v.bottom;
  // A focused item taller than the view is read in steps before focus moves on.
  if (inView && dir > 0 && r.bottom > v.bottom + 1) return void step(Math.min(size, r.bottom - v.bottom + margin), true);
  if (inView && dir < 0 && r.top < v.top - 1) return void step(-Math.min(size, v.top - r.top + margin), true);
  var i = inView ? cur + dir : dir > 0 ? 0 : items.length - 1;
  var next = null;
  for (; i >= 0 && i < items.length; i += dir) {
    var c = boxOf(items[i], v);
    if (!inView && (dir > 0 ? c.top < v.top : c.bottom > v.bottom)) continue;
    if (!usable(items[i])) continue;
    next = items[i];
    break;
  }
  if (next) {
    var n = boxOf(next, v);
    if (dir > 0 ? n.top < v.bottom : n.bottom > v.top) return void focusStop(next);
  }
  if (!step(dir * size) && next) focusStop(next);
}

/**
 * Left/Right: a code block scrolls sideways; a tab belongs to its tablist, which switches tabs
 * (Tabs.tsx, or tabs.js without React) and has taken the key before it gets here, or, before
 * React has hydrated the page, leaves it alone; anything else goes to the previous/next page.
 */
export function turn(dir, event) {
  var active = doc.activeElement;
  if (tabOf(active)) return void event.preventDefault();
  var sideways = active && active !== doc.body && /auto|scroll/.test(window.getComputedStyle(active).overflowX);
  if (sideways && active.scrollWidth > active.clientWidth + 1) {
    event.preventDefault();
    active.scrollLeft += dir * Math.round(active.clientWidth * 0.6);
    return;
  }
  // The next page lies the way the page reads: to the left on a right-to-left page (a box that
  // scrolls sideways, above, moves the way the key points).
  var forward = root.getAttribute('dir') === 'rtl' ? dir < 0 : dir > 0;
  var links = doc.querySelectorAll(forward ? 'a[rel~="next"]' : 'a[rel~="prev"]');
  for (var i = 0; i < links.length; i++) {
    if (state.menu && state.menu.contains(links[i])) continue;
    event.preventDefault();
    links[i].click();
    return;
  }
}

/** Focuses the first stop of the current layer (the menu when it opens with nothing current). */
export function focusFirstStop() {
  var first = stops()[0];
  if (first) first.focus();
}
