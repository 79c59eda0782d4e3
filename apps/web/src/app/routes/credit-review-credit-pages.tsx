import { getRouteApi } from '@tanstack/react-router';
import { CreditErrorPage } from '../../features/credit-review/components/credit-error-page.tsx';
import { IncorrectPinPage } from '../../features/credit-review/components/incorrect-pin-page.tsx';
import { NoCreditPage } from '../../features/credit-review/components/no-credit-page.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

/** One chunk for the credit stops: credit/error, review-app/incorrect-pin, review-app/no-credit. */
export function CreditErrorRoute() {
  const { uuid } = applicationApi.useParams();
  return <CreditErrorPage uuid={uuid} />;
}

export function IncorrectPinRoute() {
  const { uuid } = applicationApi.useParams();
  return <IncorrectPinPage uuid={uuid} />;
}

export const NoCreditRoute = NoCreditPage;
