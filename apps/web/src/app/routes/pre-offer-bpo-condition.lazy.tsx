import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { BpoConditionPage } from '../../features/pre-offer/components/bpo-condition-page.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

function BpoConditionPageRoute() {
  const { uuid } = applicationApi.useParams();
  return <BpoConditionPage uuid={uuid} />;
}

export const Route = createLazyRoute('/account/heloc/$uuid/bpo/condition')({
  component: BpoConditionPageRoute,
});
