import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { EstimateValuePage } from '../../features/pre-offer/components/estimate-value-page.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

function EstimateValuePageRoute() {
  const { uuid } = applicationApi.useParams();
  return <EstimateValuePage uuid={uuid} />;
}

export const Route = createLazyRoute('/account/heloc/$uuid/bpo/estimate-value')({
  component: EstimateValuePageRoute,
});
