import { giveHmda } from '@lintel/domain/api/endpoints/hmda-actions';
import { planHmda } from '../after-offer/hmda.ts';
import { defineStepModule, stepAction } from './step-module.ts';

/** HMDA (page start/hmda, decision 111): ethnicity, race and sex, or "I do not wish to provide". */
export const hmdaStep = defineStepModule({
  name: 'hmda',
  moves: { HMDA: ['SUMMARY_DISCLOSURE_GENERATION', 'SUMMARY_DISCLOSURE'] },
  actions: [
    stepAction(giveHmda, {
      from: ['HMDA'],
      aggregate: true,
      plan: (c) => planHmda(c, c.body, c.deps.clock.now()),
    }),
  ],
});
