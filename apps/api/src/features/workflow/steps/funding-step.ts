import { confirmInsurance } from '@lintel/domain/api/endpoints/closing-actions';
import { INSURANCE_STEPS } from '@lintel/domain/application/closing-insurance';
import { CLOSING_JOBS } from '../closing/closing-job-names.ts';
import { CLOSING_ACTOR } from '../closing/closing-state.ts';
import { fundingJob } from '../closing/funding.ts';
import { planConfirmInsurance } from '../closing/insurance.ts';
import { defineStepModule, stepAction } from './step-module.ts';

/**
 * Funding (decision 115): the funding job releases a fundable line once proof of insurance is in (page
 * insurance/upload, from the notary booking on; any owner may confirm it) and disburses it.
 */
export const fundingStep = defineStepModule({
  name: 'funding',
  moves: {
    FUNDABLE: ['WAITING_FOR_FUNDING', 'FUNDING_DECISION', 'COMPLETE'],
    WAITING_FOR_FUNDING: ['FUNDING_DECISION', 'COMPLETE'],
    FUNDING_DECISION: ['COMPLETE', 'DECLINED'],
  },
  actions: [stepAction(confirmInsurance, { from: INSURANCE_STEPS, plan: planConfirmInsurance })],
  jobs: [{ name: CLOSING_JOBS.funding, actor: CLOSING_ACTOR, run: fundingJob }],
});
