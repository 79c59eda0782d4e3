import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { paths } from '../../../config/paths.ts';

/** The classic flow's support page (spec 000 §2 register/support; its content is not shown, so: how to reach us). */
export function ClassicSupportPage() {
  const { companyName, phoneFormatted, email } = useOrganisation().orgMetaData.companyInfo;
  useDocumentTitle('Help with your application');
  return (
    <div className="stack">
      <h1 className="heading-l">Help with your application</h1>
      <p>
        Questions about applying with {companyName}? Call us on{' '}
        <a href={`tel:${phoneFormatted.replace(/[^\d+]/g, '')}`}>{phoneFormatted}</a> or email{' '}
        <a href={`mailto:${email}`}>{email}</a>.
      </p>
      <p>
        <a href={paths.register.getHref()}>Back to your application</a>
      </p>
    </div>
  );
}
