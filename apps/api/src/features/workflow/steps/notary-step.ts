import {
  bookNotarySession,
  notarySlots,
  requestManualNotary,
} from '@lintel/domain/api/endpoints/closing-actions';
import { CLOSING_JOBS } from '../closing/closing-job-names.ts';
import { CLOSING_ACTOR } from '../closing/closing-state.ts';
import { notarySessionEnd } from '../closing/notary-completion.ts';
import { planManualNotary, planNotarySession } from '../closing/notary-plans.ts';
import { notarySlotsAnswer } from '../closing/notary-slots.ts';
import { defineStepModule, stepAction, stepRead } from './step-module.ts';

/**
 * The deed and its notary (pages notary/intro and notary/reserve-manual, decision 117): a remote session from the
 * slots on offer or an in-person notary; when the session has ended, its job starts the rescission period.
 */
export const notaryStep = defineStepModule({
  name: 'notary',
  moves: {
    NOTARY_DISCLOSURE_GENERATION: ['NOTARY_DISCLOSURE', 'UNKNOWN'],
    NOTARY_DISCLOSURE: [
      'ATTORNEY_REVIEW',
      'NOTARY_WAITING_PERIOD',
      'WAITING_FOR_NOTARY',
      'DEED_SIGNING',
      'MANUAL_DEED_SIGNING',
    ],
    ATTORNEY_REVIEW: ['NOTARY_WAITING_PERIOD', 'WAITING_FOR_NOTARY', 'DEED_SIGNING'],
    NOTARY_WAITING_PERIOD: ['WAITING_FOR_NOTARY', 'DEED_SIGNING', 'MANUAL_DEED_SIGNING'],
    WAITING_FOR_NOTARY: ['DEED_SIGNING', 'MANUAL_DEED_SIGNING'],
    DEED_SIGNING: ['DEED_SIGNING_ACCEPTED', 'RESCISSION_GENERATION', 'RESCISSION'],
    MANUAL_DEED_SIGNING: ['DEED_SIGNING_ACCEPTED', 'RESCISSION_GENERATION', 'RESCISSION'],
    DEED_SIGNING_ACCEPTED: ['RESCISSION_GENERATION', 'RESCISSION'],
  },
  reads: [stepRead(notarySlots, notarySlotsAnswer)],
  actions: [
    stepAction(bookNotarySession, { from: ['NOTARY_DISCLOSURE'], aggregate: true, plan: planNotarySession }),
    stepAction(requestManualNotary, { from: ['NOTARY_DISCLOSURE'], aggregate: true, plan: planManualNotary }),
  ],
  jobs: [{ name: CLOSING_JOBS.notarySession, actor: CLOSING_ACTOR, run: notarySessionEnd }],
});
