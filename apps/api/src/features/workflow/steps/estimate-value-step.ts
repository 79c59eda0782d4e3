import { estimateValue } from '@lintel/domain/api/endpoints/pre-offer-actions';
import { planEstimateValue } from '../pre-offer/estimate-value.ts';
import { defineStepModule, stepAction } from './step-module.ts';

/**
 * No valuation to lend on (decision 101): NO_AVM and NO_BPO_ESTIMATE take the borrower's estimate (page
 * bpo/estimate-value); an onsite appraisal's value, entered by an agent, goes the same way.
 */
export const estimateValueStep = defineStepModule({
  name: 'estimate-value',
  moves: {
    NO_AVM: ['LIEN_VERIFICATION', 'WAITING_FOR_UNDERWRITING'],
    NO_BPO_ESTIMATE: ['WAITING_FOR_UNDERWRITING'],
    ONSITE_APPRAISAL: ['LIEN_VERIFICATION', 'WAITING_FOR_UNDERWRITING'],
  },
  actions: [
    stepAction(estimateValue, {
      from: ['NO_AVM', 'NO_BPO_ESTIMATE'],
      aggregate: true,
      plan: planEstimateValue,
    }),
  ],
});
