import { getRouteApi } from '@tanstack/react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { useServerStep } from '../../features/application-routing/api/server-step.ts';
import { useClosingView } from '../../features/closing/api/closing.ts';
import { NotaryIntroPage } from '../../features/closing/components/notary-intro-page.tsx';
import { CouldNotLoad } from './closing-route-kit.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

/** notary/intro: booking at NOTARY_DISCLOSURE, the booked session after it; its own chunk. */
export function NotaryIntroRoute() {
  const { uuid } = applicationApi.useParams();
  const closing = useClosingView(uuid);
  const { step } = useServerStep(uuid);
  if (closing.isError) return <CouldNotLoad what="your notary session" />;
  if (!closing.data || !step) return <Loading label="Loading your notary session" />;
  return <NotaryIntroPage uuid={uuid} closing={closing.data} bookable={step === 'NOTARY_DISCLOSURE'} />;
}
