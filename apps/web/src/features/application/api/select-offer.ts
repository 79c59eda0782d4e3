import { selectOffer } from '@lintel/domain/api/endpoints/pre-offer-actions';
import { useStepAction } from '../../../lib/step-action.ts';

/** PUT …/v3/application/heloc/{uuid}/offer: the borrower's choice among the current offers. */
export function useSelectOffer(uuid: string) {
  return useStepAction(selectOffer, uuid);
}
