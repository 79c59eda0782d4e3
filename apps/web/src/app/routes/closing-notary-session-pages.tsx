import { getRouteApi } from '@tanstack/react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { useServerStep } from '../../features/application-routing/api/server-step.ts';
import { useClosingView } from '../../features/closing/api/closing.ts';
import { NotaryErrorPage } from '../../features/closing/components/notary-error-page.tsx';
import { NotarySessionPage } from '../../features/closing/components/notary-session-page.tsx';
import { CouldNotLoad } from './closing-route-kit.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

// The session's preparation (device check, identity questions) and its error page: a chunk of their own, so
// notary/intro's first load does not carry them (decision 208).

/** notary/session (DEED_SIGNING): device check, identity proofing, joining (decision 208). */
export function NotarySessionRoute() {
  const { uuid } = applicationApi.useParams();
  const closing = useClosingView(uuid);
  if (closing.isError) return <CouldNotLoad what="your notary session" />;
  if (!closing.data) return <Loading label="Loading your notary session" />;
  return <NotarySessionPage uuid={uuid} closing={closing.data} />;
}

/** notary/error: identity could not be verified online; switching to in-person needs a remote booking to cancel. */
export function NotaryErrorRoute() {
  const { uuid } = applicationApi.useParams();
  const { step } = useServerStep(uuid);
  return <NotaryErrorPage uuid={uuid} canSwitch={step === 'DEED_SIGNING'} />;
}
