// `/search` on engines without ES modules (Gecko 48), where the React search page never runs:
// fetches the index of the version asked for (all of them for `version=all`; one by default, as
// the 2.5 index is hundreds of KB on a phone's link) and ranks it with the code the search worker
// uses (shared/search/), so the phone finds what the desktop finds, in the bodies of pages too.
// Results are links to the matching section with a snippet, the matched words in <mark> made as
// elements and text nodes, never parsed as markup. Its own script, loaded on this page only, to
// keep the search code out of every doc page's script budget (bundle-legacy.ts). Queries are cut
// into terms in the locale's language, as its index was made and as the search worker cuts them
// (the build bundles the language in: bundle-runtime.ts searchLanguagePlugin); without
// Intl.Segmenter, a language written without spaces is cut into the index's own words.
import { basePrefix } from '../../shared/base-url.ts';
import { bootElementId, parseBootData } from '../../shared/boot-data.ts';
import { hooks, hookSelector } from '../../shared/hooks.ts';
import { hitHref } from '../../shared/search/hit-href.ts';
import { loadIndex } from '../../shared/search/load-index.ts';
import { searchIndexes } from '../../shared/search/query-index.ts';
import { setSearchLanguage } from '../../shared/search/search-words.ts';
import language from 'sfpdocs:search-language';
import { doc, getJson, queryParam } from './dom.js';

var resultLimit = 20;

function currentVersion(table) {
  var versions = table.config.versions;
  for (var i = 0; i < versions.length; i++) if (versions[i].current) return versions[i].id;
  return versions.length ? versions[0].id : '';
}

function labelOf(table, id) {
  var versions = table.config.versions;
  for (var i = 0; i < versions.length; i++) if (versions[i].id === id) return versions[i].label;
  return id;
}

/** Appends `text` to `parent` with the ranges of `marks` in <mark> elements. */
function appendMarked(parent, text, marks) {
  var at = 0;
  for (var i = 0; i < marks.length; i++) {
    var start = marks[i][0];
    var end = marks[i][1];
    if (start < at) continue;
    if (start > at) parent.appendChild(doc.createTextNode(text.slice(at, start)));
    var mark = doc.createElement('mark');
    mark.textContent = text.slice(start, end);
    parent.appendChild(mark);
    at = end;
  }
  if (at < text.length) parent.appendChild(doc.createTextNode(text.slice(at)));
}

function element(tag, className) {
  var el = doc.createElement(tag);
  if (className) el.className = className;
  return el;
}

function hitItem(table, base, hit, showVersion) {
  var li = doc.createElement('li');
  var link = element('a', 'search-page-hit');
  link.href = base + hitHref(hit.route, hit.anchor);
  appendMarked(link, hit.title, hit.titleMarks);
  if (hit.heading) {
    link.appendChild(doc.createTextNode(' \u203a '));
    appendMarked(link, hit.heading, hit.headingMarks);
  }
  li.appendChild(link);
  if (showVersion) {
    var version = element('span', 'search-hit-version');
    version.textContent = labelOf(table, hit.version);
    li.appendChild(version);
  }
  var snippet = element('p', 'search-hit-snippet');
  appendMarked(snippet, hit.snippet, hit.snippetMarks);
  li.appendChild(snippet);
  if (hit.sections.length) {
    var sections = element('ul', 'search-page-sections');
    for (var i = 0; i < hit.sections.length; i++) {
      var section = hit.sections[i];
      var item = doc.createElement('li');
      var sectionLink = doc.createElement('a');
      sectionLink.href = base + hitHref(hit.route, section.anchor);
      appendMarked(sectionLink, section.heading, section.headingMarks);
      item.appendChild(sectionLink);
      var sectionSnippet = element('span', 'search-hit-snippet');
      appendMarked(sectionSnippet, section.snippet, section.snippetMarks);
      item.appendChild(sectionSnippet);
      sections.appendChild(item);
    }
    li.appendChild(sections);
  }
  return li;
}

function showResults(out, table, base, query, hits, showVersion) {
  var note = doc.createElement('p');
  note.textContent = hits.length ? '' : 'No results for \u201c' + query + '\u201d.';
  if (!hits.length) return out.appendChild(note);
  var list = element('ol', 'search-page-results');
  for (var i = 0; i < hits.length; i++) list.appendChild(hitItem(table, base, hits[i], showVersion));
  out.appendChild(list);
}

function termsOf(indexes) {
  var terms = [];
  for (var i = 0; i < indexes.length; i++) terms.push(indexes[i].file.terms);
  return terms;
}

function searchPage() {
  var boot = doc.getElementById(bootElementId);
  var out = doc.querySelector('main ' + hookSelector(hooks.searchResults));
  var query = queryParam('q').replace(/^\s+|\s+$/g, '');
  if (window.__sfpStarted || !boot || !out || !query) return;
  var input = doc.querySelector('main input[type="search"]');
  if (input) input.value = query;
  var heading = doc.querySelector('main h1');
  if (heading) heading.textContent = 'Search results for \u201c' + query + '\u201d';
  getJson(parseBootData(boot.textContent).routeTable, function (table) {
    var base = basePrefix(table.config.baseUrl);
    var current = currentVersion(table);
    var asked = queryParam('version') || current;
    var select = doc.querySelector('main select[name="version"]');
    if (select) select.value = asked;
    var ids = [];
    for (var id in table.searchIndexes) if (asked === 'all' || id === asked) ids.push(id);
    if (!ids.length) {
      var none = doc.createElement('p');
      none.textContent = 'Search is unavailable right now.';
      return out.appendChild(none);
    }
    var indexes = [];
    var left = ids.length;
    for (var i = 0; i < ids.length; i++) {
      getJson(table.searchIndexes[ids[i]], function (file) {
        indexes.push(loadIndex(file));
        if (--left) return;
        // The order the files arrived in must not change the results.
        indexes.sort(function (a, b) {
          return ids.indexOf(a.version) - ids.indexOf(b.version);
        });
        if (language) setSearchLanguage(language.withIndexWords ? language.withIndexWords(termsOf(indexes)) : language);
        var hits = searchIndexes(indexes, query, { limit: resultLimit, synonyms: table.config.search.synonyms, preferVersion: current });
        showResults(out, table, base, query, hits, ids.length > 1);
      });
    }
  });
}

searchPage();
