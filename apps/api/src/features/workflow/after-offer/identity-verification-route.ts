import {
  verifyIdentityBodySchema,
  verifyIdentityResultSchema,
} from '@lintel/domain/application/identity-verification';
import type { FastifyInstance } from 'fastify';
import { actionRoute } from './action-route.ts';
import type { AfterOfferDeps } from './after-offer-deps.ts';
import { planVerifyIdentity } from './identity.ts';

/** Page identity: after the ID front is uploaded (PUT …/documents/{type}), run the identity check. */
export function identityVerificationRoute(app: FastifyInstance, deps: AfterOfferDeps): void {
  actionRoute(app, deps, {
    method: 'POST',
    path: 'identity/verify',
    summary:
      'Verify identity: VERIFIED -> BPO_CONDITION (TX), WAITING_FOR_TITLE or CLOSING_DISCLOSURE_GENERATED; FAILED stays with ID_VERIFICATION_FAILURE',
    body: verifyIdentityBodySchema,
    response: verifyIdentityResultSchema,
    steps: ['IDENTITY_VERIFICATION'],
    plan: (context, body) => planVerifyIdentity(context, body, deps),
  });
}
