import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { LiensPage } from '../../features/application/components/liens-page.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

function LiensRoute() {
  const { uuid } = applicationApi.useParams();
  return <LiensPage uuid={uuid} />;
}

export const Route = createLazyRoute('/account/heloc/$uuid/liens')({ component: LiensRoute });
