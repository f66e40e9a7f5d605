// `@docusaurus/Noop`: a component that renders nothing (a site's `SearchBar` without search exports it).
export default function Noop(): null {
  return null;
}
