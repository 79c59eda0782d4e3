import { selectOffer } from '@lintel/domain/api/endpoints/pre-offer-actions';
import { planSelectOffer } from '../after-offer/select-offer.ts';
import { defineStepModule, stepAction } from './step-module.ts';

/**
 * The offers (page product/select): the first choice goes on to the profile; a re-selection after the hard pull
 * (requalify) still needs verified income, after verification it goes on (decision 113). The final offer is
 * accepted before signing.
 */
export const offerSelectionStep = defineStepModule({
  name: 'offer-selection',
  moves: {
    OFFER_SELECTION: ['COLLECT_ADDITIONAL_INFO', 'NOTE_SIGNING'],
    REVISED_OFFER_SELECTION: [
      'COLLECT_ADDITIONAL_INFO',
      'INCOME_VERIFICATION',
      'DISBURSEMENT_ACCOUNT',
      'AUTOPAY_ACCOUNT',
      'NOTE_SIGNING',
    ],
    FINAL_OFFER: ['DISBURSEMENT_ACCOUNT', 'NOTE_SIGNING'],
  },
  actions: [
    stepAction(selectOffer, { from: ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION'], plan: planSelectOffer }),
  ],
});
