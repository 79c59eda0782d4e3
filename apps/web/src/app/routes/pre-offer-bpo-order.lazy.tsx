import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { BpoOrderPage } from '../../features/pre-offer/components/bpo-order-page.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

function BpoOrderPageRoute() {
  const { uuid } = applicationApi.useParams();
  return <BpoOrderPage uuid={uuid} />;
}

export const Route = createLazyRoute('/account/heloc/$uuid/bpo/order-bpo')({ component: BpoOrderPageRoute });
