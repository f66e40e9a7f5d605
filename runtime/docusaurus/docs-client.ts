// `@docusaurus/plugin-content-docs/client`: the hooks a site's components read its docs versions
// with, made from the versions of the client config (a docs plugin instance is a version group;
// the preset's is `default`) and the page being shown. The docs' own lists (every doc of a
// version) are not sent to the browser: `docs` lists are empty.
import { useContext, useMemo } from 'react';
import type { ClientConfig, VersionInfo } from '../../shared/contract.ts';
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
  const global = versions.map((v) => ({ name: nameOf(v), label: v.label, isLast: v === latest, path: withBase(site.baseUrl, v.path).replace(/\/$/, '') || '/', mainDocId: '', docs: [], draftIds: [], sidebars: {} }));
  return { path: global.find((v) => v.isLast)!.path, versions: global, breadcrumbs: true };
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
  return { version: nameOf(version), label: version.label, banner: version.banner === 'unreleased' || version.banner === 'unmaintained' ? version.banner : null, badge: false, noIndex: false, className: '', isLast: latest.name === nameOf(version), pluginId: pluginOf(version), docs: {}, docsSidebars: {} };
}

/** The sidebar of the page shown. */
export function useDocsSidebar(): { name: string; items: unknown[] } | null {
  const context = useContext(PageContext);
  return context?.sidebar ? { name: context.page.sidebar || 'sidebar', items: context.sidebar } : null;
}
