// `@docusaurus/useGlobalData`: what the site's plugins gave `setGlobalData` while the site was
// built (compiler/docusaurus/run-plugins.ts), read from the client config, which the route table
// carries once for every page. Same names, arguments and errors as Docusaurus's hooks.
import type { ClientConfig } from '../../shared/contract.ts';
import { useSite } from '../theme/SiteContext.ts';

type GlobalData = NonNullable<ClientConfig['globalData']>;

export default function useGlobalData(): GlobalData {
  return useSite().globalData ?? {};
}

export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}): GlobalData[string] | undefined {
  const data = useGlobalData()[pluginName];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
  return data;
}

export function usePluginData(pluginName: string, pluginId = 'default', options: { failfast?: boolean } = {}): unknown {
  const data = useAllPluginInstancesData(pluginName)?.[pluginId];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  return data;
}
