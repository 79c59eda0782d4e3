import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { RequalifyPage } from '../../features/pre-offer/components/requalify-page.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

function RequalifyPageRoute() {
  const { uuid } = applicationApi.useParams();
  return <RequalifyPage uuid={uuid} />;
}

export const Route = createLazyRoute('/account/heloc/$uuid/product/prequal-winback')({
  component: RequalifyPageRoute,
});
