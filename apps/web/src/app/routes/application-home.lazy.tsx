import { lazy, Suspense } from 'react';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useApplication } from '../../features/application/api/application.ts';
import { useServerStep } from '../../features/application-routing/api/server-step.ts';
import { PendingPage } from '../../features/application-routing/components/pending-page.tsx';
import { ApplicationHome } from '../../features/application-routing/components/application-home.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

// The closing's signed documents and funding: loaded only for an application whose documents are signed (decision 191).
const ClosingHomePanel = lazy(() => import('../../features/closing/components/closing-home-panel.tsx'));

/** The layout's gate has already loaded both queries; these reads come from the cache. */
function ApplicationHomeRoute() {
  const { uuid } = applicationApi.useParams();
  const application = useApplication(uuid);
  const server = useServerStep(uuid);
  const standing = application.data?.standing;
  if (!application.data || !standing) return <PendingPage label="Loading your application" />;
  return (
    <ApplicationHome
      uuid={uuid}
      application={application.data}
      standing={standing}
      polling={server.polling}
      extra={
        application.data.status?.disclosurelistClosingComplete ? (
          <Suspense fallback={null}>
            <ClosingHomePanel uuid={uuid} application={application.data} />
          </Suspense>
        ) : null
      }
    />
  );
}

export const Route = createLazyRoute('/account/heloc/$uuid/')({ component: ApplicationHomeRoute });
