import { useEffect, useId, useRef, useState } from 'react';
import type { NavContext } from '../nav-links.ts';
import { primaryLinks, productLinks } from '../nav-links.ts';
import '../../../components/ui/popover-menu.css';
import './shell-nav.css';

/**
 * The side navigation: a panel opened by the header's Menu button. On phones it also carries the top links (the
 * header has no room for them). Escape closes it and returns focus to the button.
 */
export function SideNav({ context }: { context: NavContext }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panelRef.current?.querySelector('a')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="side-nav" onKeyDown={(event) => (event.key === 'Escape' && open ? close() : undefined)}>
      <button
        ref={buttonRef}
        type="button"
        className="popover__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className="side-nav__icon" />
        <span className="side-nav__label">Menu</span>
      </button>
      {/* Clicking the dimmed page closes the panel; keyboard users have Escape and "Close menu". */}
      {open ? <div className="side-nav__backdrop" aria-hidden="true" onClick={close} /> : null}
      <div id={panelId} ref={panelRef} className="side-nav__panel" hidden={!open}>
        <nav aria-label="Site">
          <ul className="side-nav__primary">
            {primaryLinks(context).map((link) => (
              <li key={link.specPath}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
          <h2 className="side-nav__heading">More products</h2>
          <ul>
            {productLinks(context).map((link) => (
              <li key={link.specPath}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="button button--secondary side-nav__close" onClick={close}>
          Close menu
        </button>
      </div>
    </div>
  );
}
