import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { paths } from '../../../config/paths.ts';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';

/** The classic flow's support page (spec 000 §2 register/support; its content is not shown, so: how to reach us). */
export function ClassicSupportPage() {
  const { companyName, email } = useOrganisation().orgMetaData.companyInfo;
  useDocumentTitle('Help with your application');
  return (
    <div className="stack">
      <h1 className="heading-l">Help with your application</h1>
      <p>
        Questions about applying with {companyName}? Call us at <LenderPhoneLink /> or email{' '}
        <a href={`mailto:${email}`}>{email}</a>.
      </p>
      <p>
        <a href={paths.register.getHref()}>Back to your application</a>
      </p>
    </div>
  );
}
