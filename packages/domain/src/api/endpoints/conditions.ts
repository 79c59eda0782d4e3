import * as z from 'zod/mini';
import {
  conditionDocumentsBodySchema,
  conditionListSchema,
  conditionParamsSchema,
} from '../../application/conditions.ts';
import { serverStepStatusSchema } from '../../server-steps/server-step.ts';
import { endpoint } from '../endpoint.ts';
import { APPLICATION_CONDITIONS, applicationParamsSchema } from './application-paths.ts';

/**
 * The conditions list, polled every 60 s and on window focus by the conditions pages. The borrower's alone (decision
 * 242): it can name a bank account's last four digits, and a signer reads their own requests in the signer area.
 */
export const applicationConditions = endpoint({
  method: 'GET',
  path: `${APPLICATION_CONDITIONS}/external-applicants`,
  service: 'service-conditions',
  summary: 'The conditions of an application as the borrower reads them: open first, then resolved',
  caller: 'applicant',
  params: applicationParamsSchema,
  response: conditionListSchema,
});

/** The step (unchanged), and whether the documents cleared the condition or wait for their review. */
const conditionDocumentsResultSchema = z.extend(serverStepStatusSchema, { resolved: z.boolean() });

/**
 * Page conditions/upload-document: the documents, uploaded first through the one upload call (PUT …/documents/{type}),
 * sent as the answer to a condition.
 */
export const submitConditionDocuments = endpoint({
  method: 'POST',
  path: `${APPLICATION_CONDITIONS}/:conditionUuid/documents`,
  service: 'service-conditions',
  summary: 'Send uploaded documents as the answer to a condition (received; resolved once reviewed)',
  caller: 'applicant',
  params: conditionParamsSchema,
  body: conditionDocumentsBodySchema,
  response: conditionDocumentsResultSchema,
  errors: [400, 409],
});
