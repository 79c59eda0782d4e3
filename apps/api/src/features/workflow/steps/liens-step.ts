import { confirmLiens, foundLiens } from '@lintel/domain/api/endpoints/credit-actions';
import { foundLiensAnswer } from '../credit/found-liens.ts';
import { defineStepModule, stepAction, stepRead } from './step-module.ts';

/**
 * LIEN_VERIFICATION (page liens): the liens the title search and the credit report found (decision 173); the
 * borrower confirms them and underwriting then runs in the background.
 */
export const liensStep = defineStepModule({
  name: 'liens',
  moves: { LIEN_VERIFICATION: ['WAITING_FOR_UNDERWRITING'] },
  reads: [stepRead(foundLiens, foundLiensAnswer)],
  actions: [
    stepAction(confirmLiens, {
      from: ['LIEN_VERIFICATION'],
      plan: () => ({ to: 'WAITING_FOR_UNDERWRITING' }),
    }),
  ],
});
