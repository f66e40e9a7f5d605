import { withBase } from '../../shared/base-url.ts';
import { Link } from './Link.tsx';
import { useSite } from './SiteContext.ts';

export function Footer() {
  const { footer, baseUrl } = useSite();
  const { logo } = footer;
  // Nothing to show: no empty band.
  if (!footer.columns.length && !footer.copyright && !logo) return null;
  const image = logo ? (
    <img src={/^[a-z][a-z0-9+.-]*:/i.test(logo.src) ? logo.src : withBase(baseUrl, logo.src)} alt={logo.alt} {...(logo.width ? { width: logo.width } : {})} {...(logo.height ? { height: logo.height } : {})} />
  ) : null;
  return (
    <footer className={footer.style === 'dark' ? 'footer footer--dark' : 'footer'}>
      <div className="footer-columns">
        {footer.columns.map((column) => (
          <nav key={column.title} aria-label={column.title} className="footer-column">
            <h2>{column.title}</h2>
            <ul>
              {column.items.map((item, i) =>
                // HTML items were checked by the compiler under the rules of a page's raw HTML.
                item.type === 'html' ? (
                  <li key={i} dangerouslySetInnerHTML={{ __html: item.html }} />
                ) : (
                  <li key={item.label}>
                    <Link href={item.href}>{item.label}</Link>
                  </li>
                ),
              )}
            </ul>
          </nav>
        ))}
      </div>
      {logo ? <p className="footer-logo">{logo.href ? <Link href={logo.href}>{image}</Link> : image}</p> : null}
      {footer.copyright ? <p className="footer-copyright">{footer.copyright}</p> : null}
    </footer>
  );
}
