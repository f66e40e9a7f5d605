import { Link } from './Link.tsx';
import { useSite } from './SiteContext.ts';

export function Footer() {
  const { footer } = useSite();
  // Nothing to show: no empty band.
  if (!footer.columns.length && !footer.copyright) return null;
  return (
    <footer className="footer">
      <div className="footer-columns">
        {footer.columns.map((column) => (
          <nav key={column.title} aria-label={column.title} className="footer-column">
            <h2>{column.title}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.label}>
                  <Link href={item.href}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {footer.copyright ? <p className="footer-copyright">{footer.copyright}</p> : null}
    </footer>
  );
}
