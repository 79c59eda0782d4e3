import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { paths } from '../../config/paths.ts';
import { ProductConfirmPage } from '../../features/application/components/product-confirm-page.tsx';
import { offerChoiceSearchSchema } from '../../features/application/offers/offer-choice.ts';

const confirmApi = getRouteApi('/account/heloc/$uuid/product/select/confirm');

function ProductConfirmRoute() {
  const { uuid } = confirmApi.useParams();
  // beforeLoad has already sent an incomplete choice back to product/select.
  const choice = offerChoiceSearchSchema.parse(confirmApi.useSearch());
  const query = new URLSearchParams({
    type: choice.type,
    term: String(choice.term),
    amount: String(choice.amount),
    payType: choice.payType,
  });
  const backHref = `${paths.application.getHref(uuid, 'product/select')}?${query.toString()}`;
  return <ProductConfirmPage uuid={uuid} choice={choice} backHref={backHref} />;
}

export const Route = createLazyRoute('/account/heloc/$uuid/product/select/confirm')({
  component: ProductConfirmRoute,
});
