import { Suspense, lazy, useEffect } from 'react';
import { Outlet, createLazyRoute, getRouteApi, useLocation, useNavigate } from '@tanstack/react-router';
import { withPreservedQuery } from '@lintel/domain/shell-rules/url-rules';
import { StandingProvider } from '../../components/standing/standing-context.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { paths } from '../../config/paths.ts';
import { useApplication } from '../../features/application/api/application.ts';
import { ApplicationLayout } from '../../features/application/components/application-layout.tsx';
import { pageWithin } from '../../features/application-routing/application-pages.ts';
import { ApplicationPending } from '../../features/application-routing/components/pending-page.tsx';
import { StepRouteGate } from '../../features/application-routing/components/step-route-gate.tsx';
import { stepResolverModule } from '../../features/application-routing/use-step-route.ts';
import { useIdentity } from '../../features/session/api/identity.ts';
import { ApiError } from '../../lib/api-error.ts';
import { usePageSettled } from '../shell/use-page-settled.ts';

// Its own chunk once the page has settled: the condition list's schemas and words would otherwise add ~5 KB to every
// application page's first load (product/select 142.5 -> 147.6 KB, the dashboard over its 150 KB).
const OpenRequestsNotice = lazy(() =>
  import('../../features/conditions/components/open-requests-notice.tsx').then((m) => ({
    default: m.OpenRequestsNotice,
  })),
);

const applicationApi = getRouteApi('/account/heloc/$uuid');

/** Spec 000 §2/§8: "Missing profile or application data sends the browser to the dashboard." */
function ToDashboard() {
  const navigate = useNavigate();
  const { searchStr } = useLocation();
  useEffect(() => {
    void navigate({ href: withPreservedQuery(paths.dashboard.getHref(), searchStr), replace: true });
  }, [navigate, searchStr]);
  return <Loading label="Going to your dashboard" />;
}

/**
 * Spec 001 §6: an additional signer sees only the signer area. The borrower's pages would offer actions a signer
 * may not take (decision 060: 403), so a signer who opens one is sent to their landing.
 */
function ToSignerArea() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate({ href: paths.signerResume.getHref(), replace: true });
  }, [navigate]);
  return <Loading label="Going to the applications you sign" />;
}

function ApplicationLayoutRoute() {
  const { uuid } = applicationApi.useParams();
  const application = useApplication(uuid);
  const identity = useIdentity();
  const { pathname } = useLocation();
  const settled = usePageSettled();
  // The next step comes after an action or a polled wait, a moment before the application's refetch brings its
  // standing; the step tables route it then. They load once the page has settled, so the next page is not held for
  // them and the page just left is not shown again meanwhile (decision 233).
  useEffect(() => {
    if (settled) stepResolverModule.preload().catch(() => undefined);
  }, [settled]);
  if (application.isPending) return <ApplicationPending />;
  if (application.isError) {
    if (application.error instanceof ApiError && application.error.status === 404) return <ToDashboard />;
    throw application.error;
  }
  // The identity is usually in the cache already (the header reads it); the borrower's page does not wait for it.
  const viewer = identity.data?.uuid;
  if (viewer && application.data.helocSigners?.some((signer) => signer.identityUuid === viewer)) {
    return <ToSignerArea />;
  }
  const page = pageWithin(pathname, uuid);
  return (
    <StepRouteGate uuid={uuid} application={application.data}>
      <StandingProvider standing={application.data.standing ?? undefined}>
        <ApplicationLayout application={application.data} overview={page === ''}>
          {settled && !page.startsWith('conditions') ? (
            <Suspense fallback={null}>
              <OpenRequestsNotice uuid={uuid} />
            </Suspense>
          ) : null}
          <Outlet />
        </ApplicationLayout>
      </StandingProvider>
    </StepRouteGate>
  );
}

export const Route = createLazyRoute('/account/heloc/$uuid')({ component: ApplicationLayoutRoute });
