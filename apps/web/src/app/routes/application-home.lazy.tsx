import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { useApplication } from '../../features/application/api/application.ts';
import { useServerStep } from '../../features/application-routing/api/server-step.ts';
import { ApplicationHome } from '../../features/application-routing/components/application-home.tsx';
import { resolveStepRoute } from '../../features/application-routing/resolve-step-route.ts';

const applicationApi = getRouteApi('/account/heloc/$uuid');

/** The layout's gate has already loaded both queries; these reads come from the cache. */
function ApplicationHomeRoute() {
  const { uuid } = applicationApi.useParams();
  const application = useApplication(uuid);
  const server = useServerStep(uuid);
  const step = server.isError ? 'UNKNOWN' : server.step;
  if (!application.data || !step) return <Loading label="Loading your application" />;
  const { available } = resolveStepRoute(step, application.data, '');
  return <ApplicationHome step={step} nextPageAvailable={available} polling={server.polling} />;
}

export const Route = createLazyRoute('/account/heloc/$uuid/')({ component: ApplicationHomeRoute });
