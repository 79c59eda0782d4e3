import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { CreditSocialPage } from '../../features/application/components/credit-social-page.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

function CreditSocialRoute() {
  const { uuid } = applicationApi.useParams();
  return <CreditSocialPage uuid={uuid} />;
}

export const Route = createLazyRoute('/account/heloc/$uuid/credit/social')({ component: CreditSocialRoute });
