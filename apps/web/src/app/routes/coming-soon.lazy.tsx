import { createLazyRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '../../components/layouts/use-document-title.ts';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';

function ComingSoonRoute() {
  const { companyName, phoneFormatted } = useOrganisation().orgMetaData.companyInfo;
  useDocumentTitle('Coming soon');
  return (
    <div className="stack narrow">
      <h1 className="heading-l">Coming soon</h1>
      <p>This part of {companyName} is not available yet. We are working on it.</p>
      <p>
        Questions in the meantime? Call us on{' '}
        <a href={`tel:${phoneFormatted.replace(/[^\d+]/g, '')}`}>{phoneFormatted}</a>.
      </p>
    </div>
  );
}

export const Route = createLazyRoute('/coming-soon')({ component: ComingSoonRoute });
