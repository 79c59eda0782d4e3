import {
  bookNotarySession,
  notarySlots,
  requestManualNotary,
} from '@lintel/domain/api/endpoints/closing-actions';
import {
  answerNotaryQuiz,
  cancelNotarySession,
  notaryIdentity,
  rescheduleManualNotary,
  rescheduleNotarySession,
  startNotaryQuiz,
} from '@lintel/domain/api/endpoints/notary-actions';
import { CLOSING_JOBS } from '../closing/closing-job-names.ts';
import { CLOSING_ACTOR } from '../closing/closing-state.ts';
import { planCancelNotary, planRescheduleManual, planRescheduleNotary } from '../closing/notary-changes.ts';
import { notarySessionEnd } from '../closing/notary-completion.ts';
import {
  notaryIdentityAnswer,
  planAnswerQuiz,
  planStartQuiz,
  PROOFING_STEPS,
} from '../closing/notary-identity.ts';
import { planManualNotary, planNotarySession } from '../closing/notary-plans.ts';
import { notarySlotsAnswer } from '../closing/notary-slots.ts';
import { defineStepModule, stepAction, stepRead } from './step-module.ts';

/**
 * The deed and its notary (pages notary/intro, notary/schedule-manual, notary/reserve-manual and notary/session,
 * decisions 117 and 208): a remote session from the slots on offer (moved or cancelled online) or an in-person
 * notary (moved or cancelled online too, decision 232); identity proofing before the remote session; when the
 * session has ended, its job starts the rescission
 * period.
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
    // A cancelled remote session or in-person appointment goes back to choosing a notary (decisions 208, 232).
    DEED_SIGNING: ['DEED_SIGNING_ACCEPTED', 'RESCISSION_GENERATION', 'RESCISSION', 'NOTARY_DISCLOSURE'],
    MANUAL_DEED_SIGNING: [
      'DEED_SIGNING_ACCEPTED',
      'RESCISSION_GENERATION',
      'RESCISSION',
      'NOTARY_DISCLOSURE',
    ],
    DEED_SIGNING_ACCEPTED: ['RESCISSION_GENERATION', 'RESCISSION'],
  },
  reads: [stepRead(notarySlots, notarySlotsAnswer), stepRead(notaryIdentity, notaryIdentityAnswer)],
  actions: [
    stepAction(bookNotarySession, { from: ['NOTARY_DISCLOSURE'], aggregate: true, plan: planNotarySession }),
    stepAction(requestManualNotary, { from: ['NOTARY_DISCLOSURE'], aggregate: true, plan: planManualNotary }),
    stepAction(rescheduleNotarySession, {
      from: ['DEED_SIGNING'],
      aggregate: true,
      plan: planRescheduleNotary,
    }),
    stepAction(rescheduleManualNotary, {
      from: ['MANUAL_DEED_SIGNING'],
      aggregate: true,
      plan: planRescheduleManual,
    }),
    stepAction(cancelNotarySession, {
      from: ['DEED_SIGNING', 'MANUAL_DEED_SIGNING'],
      aggregate: true,
      plan: planCancelNotary,
    }),
    stepAction(startNotaryQuiz, { from: PROOFING_STEPS, aggregate: true, plan: planStartQuiz }),
    stepAction(answerNotaryQuiz, { from: PROOFING_STEPS, aggregate: true, plan: planAnswerQuiz }),
  ],
  jobs: [{ name: CLOSING_JOBS.notarySession, actor: CLOSING_ACTOR, run: notarySessionEnd }],
});
