// DOM helpers of the phone script, ES5 for Gecko 48: the hooks the theme marks, the phone media
// query, focus and typing tests, and the page's own URLs.
import { hooks, hookSelector, phoneQuery } from '../../shared/hooks.ts';

export var doc = document;
export var root = doc.documentElement;

var phoneMedia = window.matchMedia ? window.matchMedia(phoneQuery) : null;

export function isPhone() {
  return !!(phoneMedia && phoneMedia.matches);
}

/** Calls back whenever the screen enters or leaves the phone layout. */
export function onPhoneChange(callback) {
  if (phoneMedia && phoneMedia.addListener) phoneMedia.addListener(callback);
}

/** The first element the theme marks with a hook (shared/hooks.ts), inside `scope` or the document. */
export function hooked(name, scope) {
  return (scope || doc).querySelector(hookSelector(name));
}

export function closest(el, selector) {
  while (el && el.nodeType === 1) {
    if (el.matches(selector)) return el;
    el = el.parentNode;
  }
  return null;
}

export function isTyping(el) {
  if (!el || !el.tagName) return false;
  if (el.isContentEditable) return true;
  var tag = el.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !/^(button|submit|reset|checkbox|radio|range|color|file|image)$/.test(el.type);
}

/** A single-line field the D-pad may leave with Up/Down (the platform's own apps do the same). */
export function isLine(el) {
  return el.tagName === 'INPUT' && isTyping(el);
}

/** Code blocks are D-pad stops too, so a reader can scroll a long line sideways. */
export function prepare() {
  var blocks = doc.querySelectorAll('pre:not([tabindex])');
  for (var i = 0; i < blocks.length; i++) blocks[i].setAttribute('tabindex', '0');
}

export function usable(el) {
  var style = window.getComputedStyle(el);
  return style.visibility !== 'hidden' && style.opacity !== '0';
}

export function homeHref() {
  var home = hooked(hooks.home);
  return home ? home.getAttribute('href') : '/';
}

export function linkItem(href, text) {
  var li = doc.createElement('li');
  var a = doc.createElement('a');
  a.href = href;
  a.textContent = text;
  li.appendChild(a);
  return li;
}

export function getJson(url, done) {
  var request = new XMLHttpRequest();
  request.open('GET', url);
  request.onload = function () {
    if (request.status === 200) done(JSON.parse(request.responseText));
  };
  request.send();
}

export function queryParam(name) {
  var match = new RegExp('[?&]' + name + '=([^&#]*)').exec(location.search);
  return match ? decodeURIComponent(match[1].replace(/\+/g, ' ')) : '';
}
