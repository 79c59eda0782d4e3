import { giveSsn } from '@lintel/domain/api/endpoints/credit-actions';
import { planSsn } from '../credit/ssn.ts';
import { defineStepModule, stepAction } from './step-module.ts';

/** CREDIT_NO_MATCH (page credit/social): the SSN, then the soft pull again. */
export const creditSsnStep = defineStepModule({
  name: 'credit-ssn',
  moves: { CREDIT_NO_MATCH: ['WAITING_FOR_CREDIT'] },
  actions: [stepAction(giveSsn, { from: ['CREDIT_NO_MATCH'], plan: planSsn })],
});
