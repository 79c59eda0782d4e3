import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { AssetsPage } from '../../features/pre-offer/components/assets-page.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

function AssetsPageRoute() {
  const { uuid } = applicationApi.useParams();
  return <AssetsPage uuid={uuid} />;
}

export const Route = createLazyRoute('/account/heloc/$uuid/product/assets')({ component: AssetsPageRoute });
