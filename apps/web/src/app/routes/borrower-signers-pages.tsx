import { getRouteApi } from '@tanstack/react-router';
import { paths } from '../../config/paths.ts';
import { BorrowerSignersPage } from '../../features/signer/components/borrower-signers-page.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

export function BorrowerSignersRoute() {
  const { uuid } = applicationApi.useParams();
  return <BorrowerSignersPage uuid={uuid} homeHref={paths.application.getHref(uuid)} />;
}
