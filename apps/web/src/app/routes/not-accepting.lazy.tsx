import { createLazyRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '../../components/layouts/use-document-title.ts';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { LenderPhoneLink } from '../../components/ui/lender-phone-link.tsx';

/** Referral-only lenders take applications only through a loan officer's link (spec 000 §2, §6). */
export function NotAcceptingRoute() {
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  useDocumentTitle('Not accepting applications');
  return (
    <div className="stack narrow">
      <h1 className="heading-l">{companyName} is not accepting applications here</h1>
      <p>Applications start with your loan officer. Please use the link your loan officer sent you.</p>
      <p>
        Already applied? <a href="/auth/login">Log in</a> to see your application.
      </p>
      <p>
        Questions? Call us at <LenderPhoneLink />.
      </p>
    </div>
  );
}

export const Route = createLazyRoute('/')({ component: NotAcceptingRoute });
