// `@docusaurus/isInternalUrl`: whether a link stays in the site (no protocol, not `//host`), as
// Docusaurus's navbar links decide between a router link and an external one.
export function hasProtocol(url: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
