import { getRouteApi } from '@tanstack/react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { useApplication } from '../../features/application/api/application.ts';
import { useServerStep } from '../../features/application-routing/api/server-step.ts';
import { useClosingView } from '../../features/closing/api/closing.ts';
import { CompletePage } from '../../features/closing/components/complete-page.tsx';
import { clockSkew } from '../../features/closing/components/rescission-countdown.tsx';
import { CouldNotLoad } from './closing-route-kit.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

/** complete: the right to cancel and the funding in progress, its own chunk. */
export function CompleteRoute() {
  const { uuid } = applicationApi.useParams();
  const application = useApplication(uuid);
  const closing = useClosingView(uuid);
  const { step } = useServerStep(uuid);
  if (closing.isError || application.isError) return <CouldNotLoad what="your closing" />;
  if (!application.data || !closing.data || !step) return <Loading label="Loading your closing" />;
  return (
    <CompletePage
      uuid={uuid}
      step={step}
      application={application.data}
      closing={closing.data}
      skewMs={clockSkew(closing.data.now, closing.dataUpdatedAt)}
    />
  );
}
