import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { paths } from '../../config/paths.ts';
import { ProductSelectPage } from '../../features/application/components/product-select-page.tsx';
import {
  REVISED_OFFER_DECISION,
  RevisedOfferNotice,
} from '../../features/income/components/revised-offer-notice.tsx';

const selectApi = getRouteApi('/account/heloc/$uuid/product/select');

function ProductSelectRoute() {
  const { uuid } = selectApi.useParams();
  const search = selectApi.useSearch();
  const navigate = useNavigate();
  return (
    <ProductSelectPage
      uuid={uuid}
      initial={search}
      notice={search.decision === REVISED_OFFER_DECISION ? <RevisedOfferNotice /> : undefined}
      onContinue={(choice) =>
        void navigate({
          href: `${paths.application.getHref(uuid, 'product/select/confirm')}?${new URLSearchParams({
            type: choice.type,
            term: String(choice.term),
            amount: String(choice.amount),
            payType: choice.payType,
          }).toString()}`,
        })
      }
    />
  );
}

export const Route = createLazyRoute('/account/heloc/$uuid/product/select')({
  component: ProductSelectRoute,
});
