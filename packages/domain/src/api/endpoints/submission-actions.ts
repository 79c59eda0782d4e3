import {
  acceptSummaryDisclosureBodySchema,
  submitApplicationBodySchema,
  summaryDisclosurePageSchema,
} from '../../application/summary-disclosure.ts';
import { serverStepStatusSchema } from '../../server-steps/server-step.ts';
import { endpoint } from '../endpoint.ts';
import { APPLICATION_V3, applicationParamsSchema } from './application-paths.ts';

// From HMDA to the submission (decisions 110, 112): the summary disclosure and the submission. Actions answer the step they lead to; 409 at any other step, 400 for an input the rule refuses.
// One file per page group, so a page loads only its own schemas (decision 225).

/** Page start/app-summary: the terms of the chosen line; 404 until an offer is chosen. */
export const summaryDisclosure = endpoint({
  method: 'GET',
  path: `${APPLICATION_V3}/summary-disclosure`,
  service: 'service-application',
  summary: 'The summary disclosure of the chosen line (404 until an offer is chosen)',
  caller: 'party',
  params: applicationParamsSchema,
  response: summaryDisclosurePageSchema,
});

/** SUMMARY_DISCLOSURE -> APP_SUBMISSION. */
export const acceptSummaryDisclosure = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/summary-disclosure/accept`,
  service: 'service-application',
  summary: 'Accept the summary disclosure (SUMMARY_DISCLOSURE -> APP_SUBMISSION)',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: acceptSummaryDisclosureBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});

/** APP_SUBMISSION -> HARD_CREDIT_PULL; the hard pull runs in the background. */
export const submitApplication = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/submit`,
  service: 'service-application',
  summary: 'Submit the application; the hard credit pull follows (APP_SUBMISSION -> HARD_CREDIT_PULL)',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: submitApplicationBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});
