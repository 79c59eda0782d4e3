import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useServerStep } from '../../features/application-routing/api/server-step.ts';
import {
  APPRAISAL_HOLD,
  MERCHANT_REVIEW_HOLD,
  PAYOFF_HOLD,
  valuationHold,
} from '../../features/pre-offer/components/hold-contents.tsx';
import { HoldPage } from '../../features/pre-offer/components/hold-page.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

// One chunk serves the four hold pages; each route names its own export (as the decline pages do).

/** hold serves the onsite appraisal and, for the engine's waitMerchant, the bank account's review (decision 187). */
function AppraisalHoldRoute() {
  const { uuid } = applicationApi.useParams();
  const { step } = useServerStep(uuid);
  const content = step === 'WAITING_FOR_BANK_VERIFICATION' ? MERCHANT_REVIEW_HOLD : APPRAISAL_HOLD;
  return <HoldPage uuid={uuid} content={content} />;
}

function PayoffHoldRoute() {
  const { uuid } = applicationApi.useParams();
  return <HoldPage uuid={uuid} content={PAYOFF_HOLD} />;
}

/** bpo/hold serves the valuation and the title waits (spec 000 §4); the server step says which one this is. */
function ValuationHoldRoute() {
  const { uuid } = applicationApi.useParams();
  const { step } = useServerStep(uuid);
  return <HoldPage uuid={uuid} content={valuationHold(step)} />;
}

export const Route = createLazyRoute('/account/heloc/$uuid/hold')({ component: AppraisalHoldRoute });
export const PayoffRoute = createLazyRoute('/account/heloc/$uuid/payoff/hold')({
  component: PayoffHoldRoute,
});
export const BpoHoldRoute = createLazyRoute('/account/heloc/$uuid/bpo/hold')({
  component: ValuationHoldRoute,
});
export const BpoWaitingRoute = createLazyRoute('/account/heloc/$uuid/bpo/waiting')({
  component: ValuationHoldRoute,
});
