// Phone support for a 240×320 feature phone (issue 10): D-pad focus navigation, the softkey bar
// and the menu. Hand-written ES5 with no dependencies, so one file serves both engines of the
// platform: the React runtime imports it lazily (Gecko 84, modern browsers), and the compiler
// emits it as the `nomodule` script for Gecko 48 (SFP 2.5), where every navigation is a full page
// load. It works on the DOM alone: following a link is `click()` and going back is
// `history.back()`, so the client router, when there is one, turns both into client navigations.
// Keys are `KeyboardEvent.key` values, as the platform's softkeys page says: never `keyCode`.
(function () {
  'use strict';
  if (window.__sfpPhone) return;
  window.__sfpPhone = true;

  var doc = document;
  var root = doc.documentElement;
  /** The platform's screen is 240 px wide; anything up to 320 px gets the phone layout (phone.css). */
  var phoneQuery = window.matchMedia ? window.matchMedia('(max-width: 320px)') : null;
  var focusableSelector = 'a[href],button,input,select,textarea,summary,[tabindex]';
  /** Share of the visible height one scroll step moves, so a line of context stays on screen. */
  var stepShare = 0.8;
  var margin = 4;

  var pointerUsed = false;
  var lastPointer = '';
  var panel = null; // null | 'menu' | 'search'
  var bar = null;
  var menu = null;
  var beforeMenu = null;

  function isPhone() {
    return !!(phoneQuery && phoneQuery.matches);
  }

  /** D-pad mode: always on a phone screen; elsewhere while the arrow keys are used without a pointer. */
  function dpadActive() {
    return isPhone() || !pointerUsed;
  }

  function setDpad(on) {
    if (on) root.classList.add('sfp-dpad');
    else root.classList.remove('sfp-dpad');
  }

  function usePointer() {
    pointerUsed = true;
    if (!isPhone()) setDpad(false);
  }

  function isTyping(el) {
    if (!el || !el.tagName) return false;
    if (el.isContentEditable) return true;
    var tag = el.tagName;
    if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
    return tag === 'INPUT' && !/^(button|submit|reset|checkbox|radio|range|color|file|image)$/.test(el.type);
  }

  /** A single-line field the D-pad may leave with Up/Down (the platform's own apps do the same). */
  function isLine(el) {
    return el.tagName === 'INPUT' && isTyping(el);
  }

  /** Code blocks are D-pad stops too, so a reader can scroll a long line sideways. */
  function prepare() {
    var blocks = doc.querySelectorAll('pre:not([tabindex])');
    for (var i = 0; i < blocks.length; i++) blocks[i].setAttribute('tabindex', '0');
  }

  function closest(el, selector) {
    while (el && el.nodeType === 1) {
      if (el.matches(selector)) return el;
      el = el.parentNode;
    }
    return null;
  }

  /**
   * A dialog of the page that covers most of the screen (the chatbot, the hosted search): while it
   * is open the D-pad stays inside it and SoftLeft closes it, as the menu does.
   */
  function pageDialog() {
    var dialogs = doc.querySelectorAll('[role="dialog"], [role="alertdialog"]');
    for (var i = 0; i < dialogs.length; i++) {
      if (dialogs[i] === menu || dialogs[i].hidden) continue;
      var r = dialogs[i].getBoundingClientRect();
      if (r.width > 0 && r.height >= window.innerHeight / 2) return dialogs[i];
    }
    return null;
  }

  /** The layer the D-pad moves in: the menu, else a page dialog, else null for the page itself. */
  function layer() {
    return panel === 'menu' && menu ? menu : pageDialog();
  }

  /** Every D-pad stop of the current layer, in reading order. */
  function stops() {
    var scope = layer() || doc.body;
    var all = scope.querySelectorAll(focusableSelector);
    var out = [];
    for (var i = 0; i < all.length; i++) {
      var el = all[i];
      if (el.disabled || el.getAttribute('tabindex') === '-1' || el.type === 'hidden') continue;
      if (el.tagName === 'SUMMARY' && el.querySelector('a[href]')) continue; // its link is the stop
      if (bar && bar.contains(el)) continue;
      if (scope !== menu && menu && menu.contains(el)) continue;
      var r = el.getBoundingClientRect();
      // Off-screen skip links sit far to the left; hidden things have no box.
      if (r.width <= 0 || r.height <= 0 || r.right <= 0) continue;
      out.push(el);
    }
    return out;
  }

  function usable(el) {
    var style = window.getComputedStyle(el);
    return style.visibility !== 'hidden' && style.opacity !== '0';
  }

  /** The navbar when it stays on screen (sticky on wide screens): its items are always in view. */
  function pinnedHeader() {
    var header = doc.querySelector('.navbar');
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
    if (bar && bar.offsetHeight) bottom = Math.min(bottom, bar.getBoundingClientRect().top);
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
  function move(dir) {
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

  /** Left/Right: a code block scrolls sideways; anything else goes to the previous/next page. */
  function turn(dir, event) {
    var active = doc.activeElement;
    var sideways = active && active !== doc.body && /auto|scroll/.test(window.getComputedStyle(active).overflowX);
    if (sideways && active.scrollWidth > active.clientWidth + 1) {
      event.preventDefault();
      active.scrollLeft += dir * Math.round(active.clientWidth * 0.6);
      return;
    }
    var links = doc.querySelectorAll(dir > 0 ? 'a[rel~="next"]' : 'a[rel~="prev"]');
    for (var i = 0; i < links.length; i++) {
      if (menu && menu.contains(links[i])) continue;
      event.preventDefault();
      links[i].click();
      return;
    }
  }

  function homeHref() {
    var brand = doc.querySelector('.navbar-brand');
    return brand ? brand.getAttribute('href') : '/';
  }

  // --- softkey bar -----------------------------------------------------------------------------

  function makeBar() {
    bar = doc.createElement('div');
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
  }

  function canSelect(el) {
    if (!el || el === doc.body || el === root) return false;
    return /^(A|BUTTON|SUMMARY|SELECT)$/.test(el.tagName) || (el.tagName === 'INPUT' && !isTyping(el));
  }

  function searchArea(el) {
    return el ? closest(el, '[role="search"], .navbar-search, form') : null;
  }

  /** The labels say what each key does right now (the platform's softkey design rule). */
  function updateLabels() {
    if (!bar) return;
    var active = doc.activeElement;
    var left = 'Menu';
    var center = canSelect(active) ? 'Select' : '';
    var right = 'Search';
    var dialog = !panel && pageDialog();
    if (panel === 'menu' || dialog) left = 'Close';
    if (dialog) right = '';
    else if (panel === 'search') {
      left = 'Close';
      right = '';
      if (isLine(active)) center = 'Search';
    }
    var cells = bar.children;
    var texts = [left, center, right];
    for (var i = 0; i < cells.length; i++) if (cells[i].textContent !== texts[i]) cells[i].textContent = texts[i];
  }

  // --- menu: sidebar, table of contents, versions and colour mode ----------------------------

  function heading(text) {
    var h = doc.createElement('h2');
    h.className = 'sfp-menu-title';
    h.textContent = text;
    return h;
  }

  function linkItem(href, text) {
    var li = doc.createElement('li');
    var a = doc.createElement('a');
    a.href = href;
    a.textContent = text;
    li.appendChild(a);
    return li;
  }

  function copyLink(a) {
    var li = linkItem(a.getAttribute('href'), a.textContent);
    if (a.getAttribute('aria-current')) li.firstChild.setAttribute('aria-current', a.getAttribute('aria-current'));
    return li;
  }

  function modeLabel(button) {
    var dark = root.getAttribute('data-theme') === 'dark';
    button.textContent = dark ? 'Light mode' : 'Dark mode';
    button.setAttribute('aria-label', 'Switch between dark and light mode (currently ' + (dark ? 'dark' : 'light') + ' mode)');
  }

  /** The React switch owns the mode once hydrated; without React the script sets it the way theme-init.js reads it. */
  function toggleMode() {
    var hydrated = root.getAttribute('data-hydrated') === 'true';
    var switcher = doc.querySelector('.color-mode-switch');
    if (hydrated && switcher) return void switcher.click();
    var next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    root.setAttribute('data-theme', next);
    try {
      localStorage.setItem('theme', next);
    } catch (e) {
      // Private mode: the choice lasts for this page only.
    }
  }

  function buildMenu() {
    var box = doc.createElement('div');
    box.className = 'sfp-menu';
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', 'Menu');

    var mode = doc.createElement('button');
    mode.type = 'button';
    mode.className = 'sfp-menu-button';
    modeLabel(mode);
    mode.addEventListener('click', function () {
      toggleMode();
      modeLabel(mode);
    });
    box.appendChild(mode);

    var toc = doc.querySelector('main .toc ul');
    if (toc) {
      box.appendChild(heading('On this page'));
      box.appendChild(toc.cloneNode(true));
    }

    var sidebar = doc.querySelector('main .sidebar');
    var tree = sidebar && sidebar.querySelector('ul');
    if (tree) {
      box.appendChild(heading((sidebar.getAttribute('aria-label') || 'Docs').replace(/ sidebar$/, '')));
      tree = tree.cloneNode(true);
      // Category toggles need the React handlers the copy lacks; a category's link leads to its page.
      var buttons = tree.querySelectorAll('button');
      for (var b = 0; b < buttons.length; b++) buttons[b].parentNode.removeChild(buttons[b]);
      tree.className = 'sfp-menu-sidebar';
      box.appendChild(tree);
    }

    // Versions: this page in each version (the doc page's version switcher), else the navbar's
    // drop-down menus, which hold the documentation versions.
    var versions = doc.createElement('ul');
    var site = doc.createElement('ul');
    var switcher = doc.querySelectorAll('main .version-switcher a[href]');
    for (var v = 0; v < switcher.length; v++) versions.appendChild(copyLink(switcher[v]));
    var items = doc.querySelectorAll('.navbar-items > li');
    for (var i = 0; i < items.length; i++) {
      var links = items[i].querySelectorAll('a[href]');
      var menuLabel = items[i].querySelector('summary, .menu-button');
      for (var j = 0; j < links.length; j++) {
        if (!menuLabel) site.appendChild(copyLink(links[j]));
        else if (!switcher.length) versions.appendChild(copyLink(links[j]));
      }
    }
    versions.appendChild(linkItem(homeHref().replace(/\/?$/, '/') + 'versions', 'All versions'));
    box.appendChild(heading('Versions'));
    box.appendChild(versions);
    if (site.children.length) {
      box.appendChild(heading('Site'));
      box.appendChild(site);
    }

    var launcher = doc.querySelector('.chatbot-launcher');
    if (launcher) {
      var chat = doc.createElement('button');
      chat.type = 'button';
      chat.className = 'sfp-menu-button';
      chat.textContent = launcher.getAttribute('aria-label') || 'Chat';
      chat.addEventListener('click', function () {
        closePanel();
        launcher.click();
      });
      box.appendChild(chat);
    }

    // Choosing a link closes the menu; the click goes on to the router or the browser.
    box.addEventListener('click', function (e) {
      if (closest(e.target, 'a[href]')) closePanel();
    });
    return box;
  }

  function openMenu() {
    closePanel();
    beforeMenu = doc.activeElement;
    menu = buildMenu();
    doc.body.appendChild(menu);
    panel = 'menu';
    root.classList.add('sfp-menu-open');
    var current = menu.querySelector('[aria-current="page"]');
    var first = stops()[0];
    if (current) {
      current.focus();
      // Show the current page a third of the way down, with its neighbours around it.
      var box = menu.getBoundingClientRect();
      menu.scrollTop += current.getBoundingClientRect().top - box.top - box.height / 3;
    } else if (first) first.focus();
    updateLabels();
  }

  // --- search ----------------------------------------------------------------------------------

  /** The search page's own box when there is one, else the navbar's (shown by phone.css while open). */
  function searchInput() {
    return doc.querySelector('main input[type="search"]') || doc.querySelector('input[type="search"]');
  }

  function openSearch() {
    closePanel();
    var input = searchInput();
    if (!input) return void (location.href = homeHref().replace(/\/?$/, '/') + 'search');
    panel = 'search';
    // Only the navbar's box needs bringing out from behind the title bar.
    if (closest(input, '.navbar')) root.classList.add('sfp-search-open');
    input.focus();
    if (input.select) input.select();
    updateLabels();
  }

  function closePanel() {
    if (panel === 'menu' && menu) {
      if (menu.parentNode) menu.parentNode.removeChild(menu);
      menu = null;
      if (beforeMenu && beforeMenu.focus && doc.body.contains(beforeMenu)) beforeMenu.focus();
      beforeMenu = null;
    }
    if (panel === 'search') {
      var active = doc.activeElement;
      if (active && searchArea(active) && active.blur) active.blur();
    }
    panel = null;
    root.classList.remove('sfp-menu-open');
    root.classList.remove('sfp-search-open');
    updateLabels();
  }

  /** Page dialogs close on Escape (the WAI-ARIA dialog pattern): send them one. */
  function closePageDialog(dialog) {
    var target = dialog.contains(doc.activeElement) ? doc.activeElement : dialog;
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
  }

  function softkey(key) {
    var dialog = !panel && pageDialog();
    if (key === 'SoftLeft') {
      if (panel) closePanel();
      else if (dialog) closePageDialog(dialog);
      else openMenu();
    } else if (key === 'SoftRight' && !dialog) openSearch();
  }

  // --- offline reading without the React runtime ---------------------------------------------

  /**
   * The React runtime registers the service worker; Gecko 48 never runs it, so for offline
   * reading there this does the same registration: the same strategies (spec §4), the same
   * `/sw.js?params=` URL and scope. Updates wait until the reader's tabs close.
   */
  function registerOfflineWorker() {
    var boot = doc.getElementById('__sfp_boot');
    if (window.__sfpStarted || !boot) return;
    if (!('serviceWorker' in navigator)) {
      window.console && console.log('sfpdocs: this browser has no service workers, so offline reading is not available');
      return;
    }
    getJson(JSON.parse(boot.textContent).routeTable, function (table) {
      if (window.__sfpStarted) return;
      var offline = table.config.offline;
      var on = false;
      for (var i = 0; i < offline.activationStrategies.length; i++) {
        var strategy = offline.activationStrategies[i];
        if (strategy === 'queryString' && queryParam('offlineMode') === 'true') on = true;
        if (strategy === 'mobile' && window.matchMedia && window.matchMedia('(max-width: 940px)').matches) on = true;
        if (strategy === 'appInstalled') {
          try {
            if (localStorage.getItem('sfpdocs.pwa.appInstalled') !== null) on = true;
          } catch (e) {
            // Storage blocked: the strategy does not hold.
          }
        }
      }
      var base = table.config.baseUrl.replace(/\/$/, '');
      var params = encodeURIComponent(JSON.stringify({ offlineMode: on, debug: offline.debug }));
      navigator.serviceWorker.register(base + '/sw.js?params=' + params, { scope: base + '/' });
    });
  }

  // --- search without the React runtime -------------------------------------------------------

  function getJson(url, done) {
    var request = new XMLHttpRequest();
    request.open('GET', url);
    request.onload = function () {
      if (request.status === 200) done(JSON.parse(request.responseText));
    };
    request.send();
  }

  function queryParam(name) {
    var match = new RegExp('[?&]' + name + '=([^&#]*)').exec(location.search);
    return match ? decodeURIComponent(match[1].replace(/\+/g, ' ')) : '';
  }

  /**
   * The search page lists results with the React runtime only, and Gecko 48 never runs it: there
   * the query is matched against page titles, from the sidebars the route table points to.
   */
  function searchTitles() {
    var boot = doc.getElementById('__sfp_boot');
    var out = doc.querySelector('main .search-results');
    var query = queryParam('q').toLowerCase().replace(/^\s+|\s+$/g, '');
    if (window.__sfpStarted || !boot || !out || !query) return;
    var input = doc.querySelector('main input[type="search"]');
    if (input) input.value = queryParam('q');
    var words = query.split(/\s+/);
    getJson(JSON.parse(boot.textContent).routeTable, function (table) {
      var base = table.config.baseUrl.replace(/\/$/, '');
      var version = queryParam('version');
      var ids = [];
      for (var id in table.sidebars) if (version === 'all' || id === version || (!version && isCurrent(table, id))) ids.push(id);
      var found = [];
      var left = ids.length;
      var walk = function (items, id) {
        for (var i = 0; i < items.length; i++) {
          var label = items[i].label.toLowerCase();
          var all = true;
          for (var w = 0; w < words.length; w++) if (label.indexOf(words[w]) < 0) all = false;
          if (all) found.push(linkItem(base + items[i].href, items[i].label + (ids.length > 1 ? ' (' + id + ')' : '')));
          if (items[i].items) walk(items[i].items, id);
        }
      };
      for (var i = 0; i < ids.length; i++) {
        (function (id) {
          getJson(table.sidebars[id], function (items) {
            walk(items, id);
            if (--left) return;
            var list = doc.createElement('ul');
            for (var f = 0; f < found.length; f++) list.appendChild(found[f]);
            var note = doc.createElement('p');
            note.textContent = found.length ? 'Pages whose title matches “' + query + '”:' : 'No page title matches “' + query + '”.';
            out.appendChild(note);
            out.appendChild(list);
          });
        })(ids[i]);
      }
    });
  }

  function isCurrent(table, id) {
    for (var i = 0; i < table.config.versions.length; i++) if (table.config.versions[i].id === id) return table.config.versions[i].current;
    return false;
  }

  // --- keys ------------------------------------------------------------------------------------

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
      if (panel) {
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
      var dialog = !panel && pageDialog();
      if (panel) closePanel();
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
    if (panel === 'search' && !searchArea(e.target)) {
      panel = null;
      root.classList.remove('sfp-search-open');
    }
    updateLabels();
  }

  function start() {
    makeBar();
    if (isPhone()) {
      setDpad(true);
      prepare();
    }
    if (phoneQuery && phoneQuery.addListener) {
      phoneQuery.addListener(function () {
        if (isPhone()) setDpad(true);
        else {
          if (panel) closePanel();
          if (pointerUsed) setDpad(false);
        }
      });
    }
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
        if (lastPointer && at !== lastPointer) usePointer();
        lastPointer = at;
      },
      true
    );
    // A client navigation replaces the page under the menu: close it.
    window.addEventListener('popstate', function () {
      if (panel) closePanel();
    });
    updateLabels();
    searchTitles();
    registerOfflineWorker();
    // The lazy loader (load-phone.ts) held back the arrow key that asked for this script: handle it now.
    var pending = window.__sfpPhoneKey;
    if (pending) {
      window.__sfpPhoneKey = undefined;
      onKey({ key: pending, target: doc.activeElement || doc.body, preventDefault: function () {} });
    }
  }

  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start);
  else start();
})();
