import { serverStepStatusSchema } from '../../server-steps/server-step.ts';
import {
  additionalInfoViewSchema,
  collectAdditionalInfoBodySchema,
} from '../../application/collect-additional-info.ts';
import { endpoint } from '../endpoint.ts';
import { APPLICATION_V3, applicationParamsSchema } from './application-paths.ts';

/**
 * The pages start/profile and start/contact (decision 109), apart from the other after-offer actions: their schema
 * carries the phone rules (libphonenumber's metadata, ~37 KB gzip), which no other page should download.
 */

/** Pages start/profile and start/contact: what is on file (the SSN only as hasSsn). */
export const additionalInfo = endpoint({
  method: 'GET',
  path: `${APPLICATION_V3}/additional-info`,
  service: 'service-application',
  summary: 'Profile and contact details on file (the SSN only as hasSsn)',
  caller: 'party',
  params: applicationParamsSchema,
  response: additionalInfoViewSchema,
});

/** Both pages' answers at once: COLLECT_ADDITIONAL_INFO -> HMDA. */
export const giveAdditionalInfo = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V3}/additional-info`,
  service: 'service-application',
  summary:
    'Give ownership, marital status, SSN, hard-credit consent and phone (COLLECT_ADDITIONAL_INFO -> HMDA)',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: collectAdditionalInfoBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});
