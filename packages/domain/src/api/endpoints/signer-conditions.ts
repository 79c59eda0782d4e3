import * as z from 'zod/mini';
import {
  conditionDocumentsBodySchema,
  conditionListSchema,
  conditionParamsSchema,
} from '../../application/conditions.ts';
import { endpoint } from '../endpoint.ts';
import { applicationParamsSchema } from './application-paths.ts';
import { SIGNER_BASE } from './signers.ts';

// Conditions raised against an additional signer (issue 19, decision 237), under the signer's own base: each signer
// reads and answers only their own. Their uploads go through the signer's one upload call (signerUpload), their
// identity condition through the signer's identity check (signerVerifyIdentity).

export const signerConditions = endpoint({
  method: 'GET',
  path: `${SIGNER_BASE}/:uuid/conditions`,
  service: 'service-application',
  summary: "The signer's own conditions: open first, then resolved (never the borrower's)",
  caller: 'signer',
  params: applicationParamsSchema,
  response: conditionListSchema,
  errors: [403, 404],
});

/** Whether the documents cleared the condition, or wait for their review (as the borrower's answer says). */
export const signerConditionDocumentsResultSchema = z.object({ resolved: z.boolean() });

export const submitSignerConditionDocuments = endpoint({
  method: 'POST',
  path: `${SIGNER_BASE}/:uuid/conditions/:conditionUuid/documents`,
  service: 'service-application',
  summary: "Send the signer's uploaded documents as the answer to one of their own conditions",
  caller: 'signer',
  params: conditionParamsSchema,
  body: conditionDocumentsBodySchema,
  response: signerConditionDocumentsResultSchema,
  errors: [400, 403, 404],
});
