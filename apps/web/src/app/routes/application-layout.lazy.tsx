import { useEffect } from 'react';
import { Outlet, createLazyRoute, getRouteApi, useLocation, useNavigate } from '@tanstack/react-router';
import { withPreservedQuery } from '@lintel/domain/shell-rules/url-rules';
import { Loading } from '../../components/ui/loading.tsx';
import { paths } from '../../config/paths.ts';
import { useApplication } from '../../features/application/api/application.ts';
import { ApplicationLayout } from '../../features/application/components/application-layout.tsx';
import { useServerStep } from '../../features/application-routing/api/server-step.ts';
import { ApplicationPending } from '../../features/application-routing/components/pending-page.tsx';
import { StepRouteGate } from '../../features/application-routing/components/step-route-gate.tsx';
import { useStepRoute } from '../../features/application-routing/use-step-route.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useProgressState } from './application-progress.ts';

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

function ApplicationLayoutRoute() {
  const { uuid } = applicationApi.useParams();
  const application = useApplication(uuid);
  const server = useServerStep(uuid);
  const step = server.isError ? 'UNKNOWN' : server.step;
  const routedPage = useStepRoute(step, application.data, '')?.routed.page;
  const progress = useProgressState(application.data, routedPage);
  if (application.isPending) return <ApplicationPending />;
  if (application.isError) {
    if (application.error instanceof ApiError && application.error.status === 404) return <ToDashboard />;
    throw application.error;
  }
  return (
    <StepRouteGate uuid={uuid} application={application.data}>
      <ApplicationLayout application={application.data} progress={progress}>
        <Outlet />
      </ApplicationLayout>
    </StepRouteGate>
  );
}

export const Route = createLazyRoute('/account/heloc/$uuid')({ component: ApplicationLayoutRoute });
