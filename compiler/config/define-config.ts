// The public face of site.config.ts: `import { defineConfig } from 'sfpdocs'`. The type comes
// from the schema (shared/config-schema.ts), where each field's meaning and default live.
import type { SiteConfig } from '../../shared/config-schema.ts';

export type { LinkPolicy, OfflineStrategy, SiteConfig } from '../../shared/config-schema.ts';

/** Identity function that gives site.config.ts type checking and completion. */
export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}
