import { useStepAction } from './step-action.ts';

export interface OfferChoice {
  type: 'FIXED' | 'FLOATING';
  term: number;
  /** The initial draw, whole dollars. */
  amount: number;
  payType: 'AUTOPAY' | 'MANUAL';
}

/** PUT …/v3/application/heloc/{uuid}/offer: the borrower's choice among the current offers. */
export function useSelectOffer(uuid: string) {
  return useStepAction<OfferChoice>(uuid, 'PUT', 'offer');
}
