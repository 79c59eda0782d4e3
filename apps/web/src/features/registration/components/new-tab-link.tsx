import { useId } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * A link that opens in a new tab, so nothing typed on the form it sits in is lost (issue 16, decision 171). The icon
 * shows it and the description says it before the link is followed (WCAG G201). The description is hidden text at the
 * end of the body that the link points at: inside a consent's label it would become part of the label's text.
 */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <a href={href} target="_blank" rel="noopener" className="new-tab-link" aria-describedby={hintId}>
      {children}
      <svg className="new-tab-link__icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
        <path d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      {createPortal(
        <span id={hintId} hidden>
          Opens in a new tab
        </span>,
        document.body,
      )}
    </a>
  );
}
