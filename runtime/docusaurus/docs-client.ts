// `@docusaurus/plugin-content-docs/client`: the hooks a site's components read its docs versions
// with, made from the versions of the client config (a docs plugin instance is a version group;
// the preset's is `default`) and the page being shown. The docs' own lists (every doc of a
// version) are not sent to the browser: `docs` lists are empty.
import { useContext, useMemo } from 'react';
import type { ClientConfig, PageData, VersionInfo } from '../../shared/contract.ts';
import { withBase } from '../../shared/base-url.ts';
import { PageContext } from '../theme/PageContext.ts';
import { useSite } from '../theme/SiteContext.ts';

export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: Array<{ id: string; path: string; sidebar?: string }>;
  draftIds: string[];
  sidebars: Record<string, unknown>;
}

export interface GlobalPluginData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

const pluginOf = (version: VersionInfo) => version.group || 'default';
/** The version's name in its instance (`2.0`, `current`): its id without the instance's prefix. */
const nameOf = (version: VersionInfo) => (version.group && version.id.startsWith(`${version.group}/`) ? version.id.slice(version.group.length + 1) : version.id);

function pluginData(site: ClientConfig, pluginId: string): GlobalPluginData | undefined {
  const versions = site.versions.filter((v) => pluginOf(v) === pluginId);
  if (!versions.length) return undefined;
  const latest = versions.find((v) => v.current) ?? versions.find((v) => v.banner === 'none') ?? versions[0]!;
  const global = versions.map((v) => ({ name: nameOf(v), label: v.shortLabel || v.label, isLast: v === latest, path: withBase(site.baseUrl, v.path).replace(/\/$/, '') || '/', mainDocId: '', docs: [], draftIds: [], sidebars: {} }));
  // The docs plugin's `breadcrumbs` option: the instance's (its versions'), else the site's.
  return { path: global.find((v) => v.isLast)!.path, versions: global, breadcrumbs: (latest.breadcrumbs || site.breadcrumbs) !== 'none' };
}

export function useAllDocsData(): Record<string, GlobalPluginData> {
  const site = useSite();
  return useMemo(() => Object.fromEntries([...new Set(site.versions.map(pluginOf))].map((id) => [id, pluginData(site, id)!])), [site]);
}

export function useDocsData(pluginId = 'default'): GlobalPluginData {
  const data = useAllDocsData()[pluginId];
  if (!data) throw new Error(`Docusaurus docs plugin \`${pluginId}\` has no versions in this site`);
  return data;
}

/** The docs instance of the page shown, if it is a doc. */
export function useActivePlugin(): { pluginId: string; pluginData: GlobalPluginData } | undefined {
  const site = useSite();
  const page = useContext(PageContext)?.page;
  const version = site.versions.find((v) => v.id === page?.version);
  return useMemo(() => (version ? { pluginId: pluginOf(version), pluginData: pluginData(site, pluginOf(version))! } : undefined), [site, version]);
}

export function useVersions(pluginId?: string): GlobalVersion[] {
  return useDocsData(pluginId ?? useActivePlugin()?.pluginId ?? 'default').versions;
}

export function useLatestVersion(pluginId?: string): GlobalVersion {
  return useVersions(pluginId).find((v) => v.isLast)!;
}

/** The version of the page shown, when it is a doc of that instance. */
export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const site = useSite();
  const page = useContext(PageContext)?.page;
  const versions = useVersions(pluginId);
  const version = site.versions.find((v) => v.id === page?.version);
  return version ? versions.find((v) => v.name === nameOf(version) && (pluginId === undefined || pluginOf(version) === pluginId)) : undefined;
}

export function useActivePluginAndVersion(): { activePlugin: { pluginId: string; pluginData: GlobalPluginData }; activeVersion: GlobalVersion | undefined } | undefined {
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion(activePlugin?.pluginId);
  return activePlugin ? { activePlugin, activeVersion } : undefined;
}

export function useActiveDocContext(pluginId?: string): { activeVersion: GlobalVersion | undefined; activeDoc: undefined; alternateDocVersions: Record<string, never> } {
  return { activeVersion: useActiveVersion(pluginId), activeDoc: undefined, alternateDocVersions: {} };
}

export function useDocVersionSuggestions(pluginId?: string): { latestDocSuggestion: undefined; latestVersionSuggestion: GlobalVersion } {
  return { latestDocSuggestion: undefined, latestVersionSuggestion: useLatestVersion(pluginId) };
}

/** No preferred version is kept: readers choose with the version switcher. */
export function useDocsPreferredVersion(_pluginId?: string): { preferredVersion: null; savePreferredVersionName: (name: string) => void } {
  return { preferredVersion: null, savePreferredVersionName: () => undefined };
}

/** The metadata of the version of the doc shown (Docusaurus's DocsVersionProvider). */
export function useDocsVersion(): { version: string; label: string; banner: string | null; badge: boolean; noIndex: boolean; className: string; isLast: boolean; pluginId: string; docs: Record<string, never>; docsSidebars: Record<string, never> } {
  const site = useSite();
  const page = useContext(PageContext)?.page;
  const version = site.versions.find((v) => v.id === page?.version);
  if (!version) throw new Error('useDocsVersion is only for docs pages');
  const latest = useLatestVersion(pluginOf(version));
  return { version: nameOf(version), label: version.shortLabel || version.label, banner: version.banner === 'unreleased' || version.banner === 'unmaintained' ? version.banner : null, badge: false, noIndex: false, className: '', isLast: latest.name === nameOf(version), pluginId: pluginOf(version), docs: {}, docsSidebars: {} };
}

/** The sidebar of the page shown. */
export function useDocsSidebar(): { name: string; items: unknown[] } | null {
  const context = useContext(PageContext);
  return context?.sidebar ? { name: context.page.sidebar || 'sidebar', items: context.sidebar } : null;
}

/** A doc's metadata as Docusaurus's `useDoc()` gives it to `DocItem` components (a swizzled `DocItem/Footer`). */
export interface DocContextValue {
  metadata: {
    id: string;
    title: string;
    description: string;
    permalink: string;
    editUrl: string | undefined;
    /** Milliseconds since the epoch, as in Docusaurus 3. */
    lastUpdatedAt: number | undefined;
    lastUpdatedBy: string | undefined;
    tags: Array<{ label: string; permalink: string; description?: string }>;
    version: string;
    unlisted: boolean;
    draft: boolean;
    frontMatter: Record<string, unknown>;
    previous: { title: string; permalink: string } | undefined;
    next: { title: string; permalink: string } | undefined;
  };
  frontMatter: Record<string, unknown>;
  toc: Array<{ value: string; id: string; level: number }>;
  contentTitle: string | undefined;
  assets: Record<string, never>;
}

/** The doc shown, from its page data. */
export function useDoc(): DocContextValue {
  const page = useContext(PageContext)?.page;
  const site = useSite();
  return useMemo(() => {
    if (!page) throw new Error('useDoc is only for docs pages');
    const version = site.versions.find((v) => v.id === page.version);
    const frontMatter: Record<string, unknown> = { title: page.title, description: page.description, ...(page.keywords ? { keywords: page.keywords } : {}), ...(page.image ? { image: page.image } : {}), ...(page.hideTitle ? { hide_title: true } : {}) };
    const link = (l: PageData['prev']) => (l ? { title: l.title, permalink: withBase(site.baseUrl, l.href) } : undefined);
    return {
      metadata: {
        id: page.route.replace(/^\//, ''),
        title: page.title,
        description: page.description,
        permalink: withBase(site.baseUrl, page.route),
        editUrl: page.editUrl ?? undefined,
        lastUpdatedAt: page.lastUpdated ?? undefined,
        lastUpdatedBy: page.lastUpdatedBy,
        tags: [],
        version: version ? nameOf(version) : 'current',
        unlisted: !!page.unlisted,
        draft: !!page.draft,
        frontMatter,
        previous: link(page.prev),
        next: link(page.next),
      },
      frontMatter,
      toc: page.toc.map((h) => ({ value: h.text, id: h.id, level: h.depth })),
      contentTitle: page.hideTitle ? undefined : page.title,
      assets: {},
    };
  }, [page, site]);
}
