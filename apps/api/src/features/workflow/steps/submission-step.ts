import { submitApplication } from '@lintel/domain/api/endpoints/submission-actions';
import { planSubmit } from '../after-offer/summary-disclosure.ts';
import { defineStepModule, stepAction } from './step-module.ts';

/** APP_SUBMISSION (page start/app-summary's submit): the hard pull then runs in the background. */
export const submissionStep = defineStepModule({
  name: 'submission',
  moves: { APP_SUBMISSION: ['HARD_CREDIT_PULL', 'INCOME_VERIFICATION'] },
  actions: [stepAction(submitApplication, { from: ['APP_SUBMISSION'], plan: planSubmit })],
});
