import type { ClientConfig } from '../../shared/contract.ts';
import type { ResolvedConfig, ResolvedVersion } from '../config/load-config.ts';

/** The part of the config the browser needs; secrets and build-only settings stay behind. */
export function toClientConfig(config: ResolvedConfig, versions: ResolvedVersion[]): ClientConfig {
  return {
    title: config.title,
    tagline: config.tagline,
    baseUrl: config.baseUrl,
    url: config.url,
    logo: config.logo,
    favicon: config.favicon,
    repoUrl: config.repoUrl,
    editUrl: config.editUrl,
    versions: versions.map((v) => ({ id: v.id, label: v.label, path: v.path, description: v.description, current: v.current })),
    navbar: config.navbar,
    footer: config.footer,
    colorMode: config.colorMode,
    analytics: config.analytics,
    search: config.search,
    offline: config.offline,
    chatbot: config.chatbot,
  };
}
