// Search without the React runtime: the search page lists results with the React runtime only,
// and Gecko 48 never runs it; there the query is matched against page titles, from the sidebars
// the route table points to.
import { basePrefix } from '../../shared/base-url.ts';
import { bootElementId, parseBootData } from '../../shared/boot-data.ts';
import { hooks, hookSelector } from '../../shared/hooks.ts';
import { doc, getJson, linkItem, queryParam } from './dom.js';

function isCurrent(table, id) {
  for (var i = 0; i < table.config.versions.length; i++) if (table.config.versions[i].id === id) return table.config.versions[i].current;
  return false;
}

export function searchTitles() {
  var boot = doc.getElementById(bootElementId);
  var out = doc.querySelector('main ' + hookSelector(hooks.searchResults));
  var query = queryParam('q').toLowerCase().replace(/^\s+|\s+$/g, '');
  if (window.__sfpStarted || !boot || !out || !query) return;
  var input = doc.querySelector('main input[type="search"]');
  if (input) input.value = queryParam('q');
  var words = query.split(/\s+/);
  getJson(parseBootData(boot.textContent).routeTable, function (table) {
    var base = basePrefix(table.config.baseUrl);
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
