import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../components/ui/lender-phone-link.tsx';
import { applicationHref } from '../../features/application-routing/application-pages.ts';

/**
 * A conditions page that cannot show its form: what happened and the way back to the list (the borrower's, or with
 * `listHref` a signer's, decision 237).
 */
export function Notice({
  uuid,
  title,
  children,
  listHref,
}: {
  uuid: string;
  title: string;
  children: ReactNode;
  listHref?: string;
}) {
  useDocumentTitle(title);
  return (
    <div className="stack">
      <h1 className="heading-l">{title}</h1>
      {children}
      <p>
        <Link to={listHref ?? applicationHref(uuid, 'conditions')}>See what we need from you</Link>
      </p>
      <p>
        Questions? Call us at <LenderPhoneLink />.
      </p>
    </div>
  );
}

export function NotLoaded({ uuid, listHref }: { uuid: string; listHref?: string }) {
  return (
    <Notice uuid={uuid} title="We could not load your list" {...(listHref ? { listHref } : {})}>
      <p>Please reload the page in a moment.</p>
    </Notice>
  );
}
