// The phone menu (SoftLeft): colour mode, this page's table of contents, the version's sidebar,
// the versions, the site's links and the chatbot, copied from the page the theme rendered.
import { hooks, hookSelector, themeStorageKey } from '../../shared/hooks.ts';
import { closest, doc, homeHref, hooked, linkItem, root } from './dom.js';
import { focusFirstStop } from './dpad.js';
import { updateLabels } from './labels.js';
import { closePanel } from './panel.js';
import { state } from './state.js';

function heading(text) {
  var h = doc.createElement('h2');
  h.className = 'sfp-menu-title';
  h.textContent = text;
  return h;
}

function copyLink(a) {
  var li = linkItem(a.getAttribute('href'), a.textContent);
  // A link of the locale menu names the language of its page and of its own label.
  var names = ['aria-current', 'hreflang', 'lang'];
  for (var n = 0; n < names.length; n++) if (a.getAttribute(names[n])) li.firstChild.setAttribute(names[n], a.getAttribute(names[n]));
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
  var switcher = hooked(hooks.colorMode);
  if (hydrated && switcher) return void switcher.click();
  var next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
  root.setAttribute('data-theme', next);
  try {
    localStorage.setItem(themeStorageKey, next);
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

  var toc = doc.querySelector('main ' + hookSelector(hooks.toc) + ' ul');
  if (toc) {
    box.appendChild(heading('On this page'));
    box.appendChild(toc.cloneNode(true));
  }

  var sidebar = doc.querySelector('main ' + hookSelector(hooks.sidebar));
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
  // The locale menu's links: this page in each language.
  var languages = doc.createElement('ul');
  var languagesLabel = '';
  var switcher = doc.querySelectorAll('main ' + hookSelector(hooks.versionSwitcher) + ' a[href]');
  for (var v = 0; v < switcher.length; v++) versions.appendChild(copyLink(switcher[v]));
  var navItems = hooked(hooks.navItems);
  var items = navItems ? navItems.children : [];
  for (var i = 0; i < items.length; i++) {
    var links = items[i].querySelectorAll('a[href]');
    var isMenu = !!hooked(hooks.navMenu, items[i]);
    var localeMenu = hooked(hooks.localeSwitcher, items[i]);
    if (localeMenu) {
      // Its button says "Languages: English"; the heading is the first part, in the page's language.
      var button = localeMenu.querySelector('button');
      languagesLabel = ((button && button.getAttribute('aria-label')) || '').split(':')[0];
      for (var k = 0; k < links.length; k++) languages.appendChild(copyLink(links[k]));
      continue;
    }
    for (var j = 0; j < links.length; j++) {
      if (!isMenu) site.appendChild(copyLink(links[j]));
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
  if (languages.children.length) {
    box.appendChild(heading(languagesLabel || 'Languages'));
    box.appendChild(languages);
  }

  var launcher = hooked(hooks.chatbot);
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

export function openMenu() {
  closePanel();
  state.beforeMenu = doc.activeElement;
  state.menu = buildMenu();
  doc.body.appendChild(state.menu);
  state.panel = 'menu';
  root.classList.add('sfp-menu-open');
  var current = state.menu.querySelector('[aria-current="page"]');
  if (current) {
    current.focus();
    // Show the current page a third of the way down, with its neighbours around it.
    var box = state.menu.getBoundingClientRect();
    state.menu.scrollTop += current.getBoundingClientRect().top - box.top - box.height / 3;
  } else focusFirstStop();
  updateLabels();
}
