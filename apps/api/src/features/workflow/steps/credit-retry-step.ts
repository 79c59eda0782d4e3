import { creditStop, giveCreditFreezePin, retryCredit } from '@lintel/domain/api/endpoints/credit-actions';
import { planFreezePin } from '../credit/credit-freeze-pin.ts';
import { planCreditRetry, RETRYABLE_CREDIT_STOPS } from '../credit/credit-retry.ts';
import { creditStopAnswer } from '../credit/credit-stop.ts';
import { defineStepModule, stepAction, stepRead } from './step-module.ts';

/**
 * The credit stops the borrower clears at the bureau (pages credit/error, review-app/incorrect-pin; decision 106):
 * why it stopped, the freeze PIN, or "try again". A bureau error is put back by an agent.
 */
export const creditRetryStep = defineStepModule({
  name: 'credit-retry',
  moves: {
    CREDIT_FROZEN: ['WAITING_FOR_CREDIT'],
    CREDIT_INCORRECT_PIN: ['WAITING_FOR_CREDIT'],
    CREDIT_LOCKED: ['WAITING_FOR_CREDIT'],
    CREDIT_ERROR: ['WAITING_FOR_CREDIT'],
  },
  reads: [stepRead(creditStop, creditStopAnswer)],
  actions: [
    // A freeze without a PIN has no use for one: the plan refuses it (409).
    stepAction(giveCreditFreezePin, { from: ['CREDIT_FROZEN', 'CREDIT_INCORRECT_PIN'], plan: planFreezePin }),
    stepAction(retryCredit, { from: RETRYABLE_CREDIT_STOPS, plan: planCreditRetry }),
  ],
});
