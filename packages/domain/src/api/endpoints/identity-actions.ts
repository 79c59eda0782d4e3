import {
  verifyIdentityBodySchema,
  verifyIdentityResultSchema,
} from '../../application/identity-verification.ts';
import { endpoint } from '../endpoint.ts';
import { APPLICATION_V3, applicationParamsSchema } from './application-paths.ts';

// The identity check after the bank account (decisions 114, 206).
// One file per page group, so a page loads only its own schemas (decision 225).

/** Page identity, once the front of an ID is uploaded (decision 114). */
export const verifyIdentity = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/identity/verify`,
  service: 'service-application',
  summary:
    'Verify identity: VERIFIED -> BPO_CONDITION (TX), WAITING_FOR_TITLE or CLOSING_DISCLOSURE_GENERATED; FAILED stays with ID_VERIFICATION_FAILURE',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: verifyIdentityBodySchema,
  response: verifyIdentityResultSchema,
  errors: [400, 409],
});
