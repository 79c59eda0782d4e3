import { getRouteApi } from '@tanstack/react-router';
import { HmdaPage } from '../../features/submission/components/hmda-page.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

/** start/hmda: nothing to load; the answers are new each time. A chunk of its own, apart from the summary (decision 233). */
export function HmdaRoute() {
  const { uuid } = applicationApi.useParams();
  return <HmdaPage uuid={uuid} />;
}
