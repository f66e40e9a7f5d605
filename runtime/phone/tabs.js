// Tabs without React: in the Gecko 48 browser only this script runs, so it makes the tablists the
// server rendered (runtime/docusaurus/Tabs.tsx) switch, with the same keys (Left/Right, Home/End,
// Enter), group choice, remembered choice (Docusaurus's localStorage key) and query parameter as
// the React component. Where the React runtime started, its Tabs do all this and this stays idle.
// The markup it relies on: a `tabs` hook box whose first child is the tablist and whose next
// children are the panels, one per tab, in order.
import { hooks, hookSelector } from '../../shared/hooks.ts';
import { closest, doc, queryParam } from './dom.js';

var storagePrefix = 'docusaurus.tab.';
var keySteps = { ArrowRight: 1, Right: 1, ArrowLeft: -1, Left: -1 };

/** The element when it is a tab of a tabs box, else null. */
export function tabOf(el) {
  if (!el || !el.getAttribute || el.getAttribute('role') !== 'tab') return null;
  return closest(el, hookSelector(hooks.tabs)) ? el : null;
}

function boxOf(tab) {
  return tab.parentNode.parentNode;
}

/** Shows the panel of `value` in one box; false when the box has no such tab. */
function show(box, value) {
  var tabs = box.children[0].children;
  var at = -1;
  for (var i = 0; i < tabs.length; i++) if (tabs[i].getAttribute('data-value') === value) at = i;
  if (at < 0) return false;
  for (var j = 0; j < tabs.length; j++) {
    tabs[j].setAttribute('aria-selected', j === at ? 'true' : 'false');
    tabs[j].setAttribute('tabindex', j === at ? '0' : '-1');
    var panel = box.children[j + 1];
    if (!panel) continue;
    if (j === at) panel.removeAttribute('hidden');
    else panel.setAttribute('hidden', '');
  }
  return true;
}

function remembered(group) {
  try {
    return localStorage.getItem(storagePrefix + group);
  } catch (e) {
    return null;
  }
}

function choose(tab) {
  var box = boxOf(tab);
  var value = tab.getAttribute('data-value');
  var group = box.getAttribute('data-group');
  var key = box.getAttribute('data-query');
  // The chosen tab stays where it was on screen, whatever the boxes above it do.
  var top = tab.getBoundingClientRect().top;
  if (group) {
    var boxes = doc.querySelectorAll(hookSelector(hooks.tabs));
    for (var i = 0; i < boxes.length; i++) if (boxes[i].getAttribute('data-group') === group) show(boxes[i], value);
    try {
      localStorage.setItem(storagePrefix + group, value);
    } catch (e) {
      // Storage disabled: the choice lasts for this page.
    }
  } else show(box, value);
  if (key && history.replaceState) {
    var url = new URL(location.href);
    url.searchParams.set(key, value);
    history.replaceState(history.state, '', url.href);
  }
  window.scrollBy(0, tab.getBoundingClientRect().top - top);
}

function onClick(e) {
  var tab = tabOf(closest(e.target, '[role="tab"]'));
  if (tab) choose(tab);
}

function onKey(e) {
  var tab = tabOf(e.target);
  if (!tab || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
  var tabs = tab.parentNode.children;
  var at = 0;
  while (tabs[at] !== tab) at++;
  var step = keySteps[e.key];
  var next = step ? (at + step + tabs.length) % tabs.length : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : -1;
  if (next < 0) return;
  e.preventDefault();
  tabs[next].focus();
  choose(tabs[next]);
}

export function startTabs() {
  if (window.__sfpStarted) return;
  var boxes = doc.querySelectorAll(hookSelector(hooks.tabs));
  for (var i = 0; i < boxes.length; i++) {
    var box = boxes[i];
    var list = box.children[0];
    list.addEventListener('click', onClick);
    list.addEventListener('keydown', onKey);
    // As Tabs.tsx does after hydration: the query string first, else the group's remembered choice.
    var key = box.getAttribute('data-query');
    var group = box.getAttribute('data-group');
    if (!(key && show(box, queryParam(key))) && group) show(box, remembered(group));
  }
}
