import { getRouteApi } from '@tanstack/react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { useClosingView } from '../../features/closing/api/closing.ts';
import {
  ReserveManualPage,
  ScheduleManualPage,
} from '../../features/closing/components/notary-manual-pages.tsx';
import { CouldNotLoad } from './closing-route-kit.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

// The in-person notary's pages: a chunk of their own (decision 208).

/** notary/schedule-manual (NOTARY_DISCLOSURE): asking for an in-person notary. */
export function ScheduleManualRoute() {
  const { uuid } = applicationApi.useParams();
  return <ScheduleManualPage uuid={uuid} />;
}

/** notary/reserve-manual (MANUAL_DEED_SIGNING): the in-person appointment. */
export function ReserveManualRoute() {
  const { uuid } = applicationApi.useParams();
  const closing = useClosingView(uuid);
  if (closing.isError) return <CouldNotLoad what="your notary appointment" />;
  if (!closing.data) return <Loading label="Loading your notary appointment" />;
  return <ReserveManualPage uuid={uuid} closing={closing.data} />;
}
