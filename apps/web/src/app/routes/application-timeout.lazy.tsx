import { useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { serverStepQueryKey } from '../../features/application-routing/api/server-step-request.ts';
import { TimeoutPage } from '../../features/application-routing/components/timeout-page.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

function ApplicationTimeoutRoute() {
  const { uuid } = applicationApi.useParams();
  const queryClient = useQueryClient();
  // Resetting (not refetching) also resets the poll counter, so a retried wait gets its full 14 polls again.
  return (
    <TimeoutPage onRetry={() => void queryClient.resetQueries({ queryKey: serverStepQueryKey(uuid) })} />
  );
}

export const Route = createLazyRoute('/account/heloc/$uuid/error/timeout')({
  component: ApplicationTimeoutRoute,
});
