import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useApplication } from '../../features/application/api/application.ts';
import { useServerStep } from '../../features/application-routing/api/server-step.ts';
import { PendingPage } from '../../features/application-routing/components/pending-page.tsx';
import { ApplicationHome } from '../../features/application-routing/components/application-home.tsx';
import { useStepRoute } from '../../features/application-routing/use-step-route.ts';

const applicationApi = getRouteApi('/account/heloc/$uuid');

/** The layout's gate has already loaded both queries; these reads come from the cache. */
function ApplicationHomeRoute() {
  const { uuid } = applicationApi.useParams();
  const application = useApplication(uuid);
  const server = useServerStep(uuid);
  const step = server.isError ? 'UNKNOWN' : server.step;
  const resolved = useStepRoute(step, application.data, '');
  if (!step || !resolved) return <PendingPage label="Loading your application" />;
  return <ApplicationHome step={step} nextPageAvailable={resolved.available} polling={server.polling} />;
}

export const Route = createLazyRoute('/account/heloc/$uuid/')({ component: ApplicationHomeRoute });
