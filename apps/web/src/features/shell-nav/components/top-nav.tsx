import './shell-nav.css';
import type { NavContext } from '../nav-links.ts';
import { primaryLinks } from '../nav-links.ts';

/** The header's own links; `currentPath` marks the page the visitor is on (aria-current). */
export function TopNav({ context, currentPath }: { context: NavContext; currentPath: string }) {
  return (
    <nav aria-label="Main" className="top-nav">
      <ul>
        {primaryLinks(context).map((link) => (
          <li key={link.specPath}>
            <a href={link.href} aria-current={currentPath === link.specPath ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
