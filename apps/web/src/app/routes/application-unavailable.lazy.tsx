import { Link, createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useDocumentTitle } from '../../components/layouts/use-document-title.ts';
import { paths } from '../../config/paths.ts';

const applicationApi = getRouteApi('/account/heloc/$uuid');

/**
 * Only reachable where the guard lets a borrower stay on a page that is not built yet (a declined borrower on the
 * disclosures document page): say so honestly rather than show a fake page.
 */
function ApplicationUnavailableRoute() {
  const { uuid } = applicationApi.useParams();
  useDocumentTitle('Page not available yet');
  return (
    <div className="stack">
      <h1 className="heading-l">This page is not available yet</h1>
      <p>We are still building this part of the portal.</p>
      <p>
        <Link to={paths.application.path} params={{ uuid }}>
          Go to your application
        </Link>
      </p>
    </div>
  );
}

export const Route = createLazyRoute('/account/heloc/$uuid/$')({ component: ApplicationUnavailableRoute });
