// The version readers are sent to, and the one a page outside the docs (home, /search) reads:
// the one marked current, else the first. The compiler (what /search preloads) and the runtime
// (what /search shows) must agree on it.

export function currentVersion<V extends { current?: boolean }>(versions: readonly V[]): V | undefined {
  return versions.find((v) => v.current) ?? versions[0];
}
