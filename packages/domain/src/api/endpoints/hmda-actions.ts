import { hmdaBodySchema } from '../../application/hmda.ts';
import { serverStepStatusSchema } from '../../server-steps/server-step.ts';
import { endpoint } from '../endpoint.ts';
import { APPLICATION_V3, applicationParamsSchema } from './application-paths.ts';

// Page start/hmda alone (decision 110): its schemas and rules stay out of start/app-summary's first load.

/** Page start/hmda: HMDA -> SUMMARY_DISCLOSURE. */
export const giveHmda = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V3}/hmda`,
  service: 'service-application',
  summary: 'Give the HMDA government-monitoring answers (HMDA -> SUMMARY_DISCLOSURE)',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: hmdaBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});
