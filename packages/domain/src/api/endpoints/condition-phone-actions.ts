import { conditionPhoneBodySchema } from '../../application/collect-additional-info.ts';
import { serverStepStatusSchema } from '../../server-steps/server-step.ts';
import { endpoint } from '../endpoint.ts';
import { APPLICATION_CONDITIONS, applicationParamsSchema } from './application-paths.ts';

// The phone page's call alone: its rules stay out of conditions/upload-document's first load (decision 233).

/** Page conditions/phone-number: the mobile phone clears MISSING_PHONE_NUMBER (409 when none is open). */
export const giveConditionPhone = endpoint({
  method: 'PUT',
  path: `${APPLICATION_CONDITIONS}/phone-number`,
  service: 'service-conditions',
  summary: 'Give the missing mobile phone number; resolves MISSING_PHONE_NUMBER',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: conditionPhoneBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});
