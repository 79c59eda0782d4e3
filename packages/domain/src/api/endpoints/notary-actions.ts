import {
  cancelNotaryBodySchema,
  identityProofingSchema,
  kbaAnswersBodySchema,
  rescheduleNotaryBodySchema,
  startKbaBodySchema,
} from '../../application/notary-identity.ts';
import { rescheduleManualBodySchema } from '../../application/notary.ts';
import { serverStepStatusSchema } from '../../server-steps/server-step.ts';
import { endpoint } from '../endpoint.ts';
import { APPLICATION_V3, applicationParamsSchema } from './application-paths.ts';

/**
 * The booked remote notary session (issue 18, decision 208): identity proofing before it, rescheduling and
 * cancelling it. Only while the deed waits for its session (DEED_SIGNING); 409 at any other step.
 */

/** Page notary/session: where the caller's identity proofing stands (each person who joins has their own). */
export const notaryIdentity = endpoint({
  method: 'GET',
  path: `${APPLICATION_V3}/notary/identity`,
  service: 'service-application',
  summary: "The caller's identity proofing for the remote notary session (ID check and identity questions)",
  caller: 'party',
  params: applicationParamsSchema,
  response: identityProofingSchema,
  errors: [409],
});

/** Checks the photo ID on file and opens five identity questions for 2 minutes; 400 when locked or the ID fails. */
export const startNotaryQuiz = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/notary/identity/quiz`,
  service: 'service-application',
  summary: 'Check the photo ID and open the identity questions (5 questions, 2 minutes, 2 tries a day)',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: startKbaBodySchema,
  response: identityProofingSchema,
  errors: [400, 409],
});

/** The answers to the open questions: 4 of 5 right within 2 minutes passes. */
export const answerNotaryQuiz = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/notary/identity/answers`,
  service: 'service-application',
  summary: 'Answer the identity questions (4 of 5 right within 2 minutes)',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: kbaAnswersBodySchema,
  response: identityProofingSchema,
  errors: [400, 409],
});

/** Moves the booked remote session to another offered time; the step stays DEED_SIGNING. */
export const rescheduleNotarySession = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/notary/session/reschedule`,
  service: 'service-application',
  summary: 'Move the booked remote notary session to another time on offer',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: rescheduleNotaryBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});

/**
 * Cancels the booked remote session or the in-person appointment (decision 232): DEED_SIGNING or MANUAL_DEED_SIGNING
 * -> NOTARY_DISCLOSURE, to choose a notary again.
 */
export const cancelNotarySession = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/notary/session/cancel`,
  service: 'service-application',
  summary: 'Cancel the booked remote notary session or in-person notary appointment',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: cancelNotaryBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});

/**
 * Moves the in-person notary appointment to another day or hour, 2 to 30 days ahead as when it was asked for
 * (decision 232); the step stays MANUAL_DEED_SIGNING and the fee ($300) is the same.
 */
export const rescheduleManualNotary = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/notary/manual/reschedule`,
  service: 'service-application',
  summary: 'Move the in-person notary appointment to another day or time',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: rescheduleManualBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});
