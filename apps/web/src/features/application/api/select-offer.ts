import type { OfferChoice } from '@lintel/domain/application/borrower-actions';
import { useStepAction } from '../../../lib/step-action.ts';

/** PUT …/v3/application/heloc/{uuid}/offer: the borrower's choice among the current offers. */
export function useSelectOffer(uuid: string) {
  return useStepAction<OfferChoice>(uuid, 'PUT', 'offer');
}
