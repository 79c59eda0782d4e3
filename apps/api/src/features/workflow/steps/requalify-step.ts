import { requalify } from '@lintel/domain/api/endpoints/pre-offer-actions';
import { defineStepModule, stepAction } from './step-module.ts';

/**
 * REQUALIFY (page product/prequal-winback, decision 103): the hard pull changed the pre-qualified offer. CONTINUE
 * re-prices on the hard pull (then REVISED_OFFER_SELECTION); WITHDRAW cancels the application.
 */
export const requalifyStep = defineStepModule({
  name: 'requalify',
  moves: { REQUALIFY: ['WAITING_FOR_UNDERWRITING', 'DECLINED'] },
  actions: [
    stepAction(requalify, {
      from: ['REQUALIFY'],
      plan: ({ body }) => ({ to: body.choice === 'CONTINUE' ? 'WAITING_FOR_UNDERWRITING' : 'CANCELLED' }),
    }),
  ],
});
