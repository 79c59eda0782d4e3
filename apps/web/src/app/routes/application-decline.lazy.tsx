import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { DeclinePage } from '../../features/application/components/decline-page.tsx';
import type { DeclineKind } from '../../features/application/components/decline-page.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

function declineRoute(kind: DeclineKind) {
  return function DeclineRoute() {
    const { uuid } = applicationApi.useParams();
    return <DeclinePage uuid={uuid} kind={kind} />;
  };
}

export const Route = createLazyRoute('/account/heloc/$uuid/error/decline')({
  component: declineRoute('decline'),
});
export const CreditRoute = createLazyRoute('/account/heloc/$uuid/error/credit')({
  component: declineRoute('credit'),
});
export const IncomeRoute = createLazyRoute('/account/heloc/$uuid/error/income')({
  component: declineRoute('income'),
});
