// The summary line that tells a reviewer how many pages run code when the site is built and read
// (MDX with components, React pages): docs/security.md says why that matters.

/** How many pages run code, for a reviewer (docs/security.md): `12 pages run code (MDX)`. */
export function codePagesLine({ mdx, react }: { mdx: number; react: number }): string {
  const total = mdx + react;
  const kinds = mdx && react ? `${mdx} MDX, ${react} React` : mdx ? 'MDX' : 'React';
  return `${total} page${total === 1 ? '' : 's'} run${total === 1 ? 's' : ''} code (${kinds}): see docs/security.md`;
}
