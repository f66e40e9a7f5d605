import type { NavLink } from '../contract.ts';
import { ColorModeSwitch } from './ColorModeSwitch.tsx';
import { Link } from './Link.tsx';
import { withBase } from './links.ts';
import { useSite } from './SiteContext.ts';

export function Navbar() {
  const site = useSite();
  return (
    <header className="navbar">
      <nav aria-label="Main" className="navbar-inner">
        <Link href="/" className="navbar-brand">
          {site.logo ? <img src={withBase(site.baseUrl, site.logo)} alt="" width={28} height={28} /> : null}
          <span>{site.title}</span>
        </Link>
        <ul className="navbar-items">
          {site.navbar.map((item) => (
            <li key={item.label}>{item.items && item.items.length ? <NavMenu item={item} /> : <Link href={item.href}>{item.label}</Link>}</li>
          ))}
        </ul>
        <form className="navbar-search" role="search" action={withBase(site.baseUrl, '/search')} method="get">
          <input type="search" name="q" placeholder="Search" aria-label="Search the docs" autoComplete="off" />
        </form>
        {site.colorMode.disableSwitch ? null : <ColorModeSwitch />}
      </nav>
    </header>
  );
}

function NavMenu({ item }: { item: NavLink }) {
  return (
    <details className="navbar-menu">
      <summary>{item.label}</summary>
      <ul>
        {item.items!.map((sub) => (
          <li key={sub.label}>
            <Link href={sub.href}>{sub.label}</Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
