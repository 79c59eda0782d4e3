import { identityV1, identityV1_1 } from '@lintel/domain/api/endpoints/identity';
import type { FastifyInstance } from 'fastify';
import type { EndpointRoutes } from '../../../platform/http/endpoint-route.ts';
import { findIdentityById } from '../identity-repository.ts';
import type { IdentityServices } from '../identity-services.ts';
import { toIdentity } from '../identity-views.ts';
import { sessionOf } from '../require-session.ts';

/** v1 and v1_1 answer the same identity; the client tries both (spec 001 §7). */
export function identityRoute(
  app: FastifyInstance,
  services: IdentityServices,
  endpoints: EndpointRoutes,
): void {
  for (const target of [identityV1, identityV1_1]) {
    endpoints(app, target, async ({ request, reply }) => {
      const identity = await findIdentityById(services.db, sessionOf(request).identityId);
      if (!identity) return reply.code(401).send({ errors: [{ message: 'unauthenticated' }] });
      return toIdentity(identity);
    });
  }
}
