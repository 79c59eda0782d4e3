import type { ReactNode } from 'react';
import { useWideFooter } from '../hooks/use-wide-footer.ts';

interface FooterSectionProps {
  /** The heading's id: the section is labelled by it (a region on wide screens). */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
  /** On wide screens the heading is for screen readers only (a section that never had a visible one). */
  quietOnWide?: boolean;
  /** Text that stays in sight on a phone too, below the closed disclosure (e.g. spec 001 §1's "more states"). */
  always?: ReactNode;
}

/**
 * One footer section: complete under its heading on wide screens; on a phone a closed disclosure (native <details>,
 * so keyboard, screen readers and find-in-page work without script) whose summary is the heading, so the footer
 * takes a few rows instead of most of the screen (issue 16, decision 176).
 */
export function FooterSection({
  id,
  title,
  className = '',
  children,
  always,
  quietOnWide,
}: FooterSectionProps) {
  const wide = useWideFooter();
  const heading = (
    <h2 id={id} className={wide && quietOnWide ? 'visually-hidden' : 'site-footer__heading'}>
      {title}
    </h2>
  );
  if (wide)
    return (
      <section aria-labelledby={id} className={`site-footer__section ${className}`}>
        {heading}
        {children}
        {always}
      </section>
    );
  return (
    <div className={`site-footer__folded ${className}`}>
      <details className="site-footer__details">
        <summary className="site-footer__summary">{heading}</summary>
        <div className="site-footer__section site-footer__details-body">{children}</div>
      </details>
      {always}
    </div>
  );
}
