import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useApplication } from '../../features/application/api/application.ts';
import { RequalifyPage } from '../../features/pre-offer/components/requalify-page.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

// The application (already loaded by the layout) names the offer the hard pull replaced.
function RequalifyPageRoute() {
  const { uuid } = applicationApi.useParams();
  const { data: application } = useApplication(uuid);
  return <RequalifyPage uuid={uuid} earlier={application} />;
}

export const Route = createLazyRoute('/account/heloc/$uuid/product/prequal-winback')({
  component: RequalifyPageRoute,
});
