import { confirmLiens } from '@lintel/domain/api/endpoints/credit-actions';
import { defineStepModule, stepAction } from './step-module.ts';

/** LIEN_VERIFICATION (page liens): the borrower confirms the liens; underwriting then runs in the background. */
export const liensStep = defineStepModule({
  name: 'liens',
  moves: { LIEN_VERIFICATION: ['WAITING_FOR_UNDERWRITING'] },
  actions: [
    stepAction(confirmLiens, {
      from: ['LIEN_VERIFICATION'],
      plan: () => ({ to: 'WAITING_FOR_UNDERWRITING' }),
    }),
  ],
});
