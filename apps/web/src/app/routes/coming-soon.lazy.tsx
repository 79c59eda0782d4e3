import { createLazyRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '../../components/layouts/use-document-title.ts';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { LenderPhoneLink } from '../../components/ui/lender-phone-link.tsx';

export function ComingSoonRoute() {
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  useDocumentTitle('Coming soon');
  return (
    <div className="stack narrow">
      <h1 className="heading-l">Coming soon</h1>
      <p>This part of {companyName} is not available yet. We are working on it.</p>
      <p>
        Questions in the meantime? Call us at <LenderPhoneLink />.
      </p>
    </div>
  );
}

export const Route = createLazyRoute('/coming-soon')({ component: ComingSoonRoute });
