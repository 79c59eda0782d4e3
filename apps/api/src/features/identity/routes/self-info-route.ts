import { brokerSelfInfo } from '@lintel/domain/api/endpoints/identity-broker';
import type { FastifyInstance } from 'fastify';
import type { EndpointRoutes } from '../../../platform/http/endpoint-route.ts';
import { findIdentityById } from '../identity-repository.ts';
import type { IdentityServices } from '../identity-services.ts';
import { toSelfInfo } from '../identity-views.ts';
import { sessionOf } from '../require-session.ts';
import { applicationNameOf } from './broker-headers.ts';

/** `self/{product}info` for the one product Lintel has, the HELOC. */
export function selfInfoRoute(
  app: FastifyInstance,
  services: IdentityServices,
  endpoints: EndpointRoutes,
): void {
  endpoints(app, brokerSelfInfo, async ({ request, reply }) => {
    const identity = await findIdentityById(services.db, sessionOf(request).identityId);
    if (!identity) return reply.code(401).send({ errors: [{ message: 'unauthenticated' }] });
    return toSelfInfo(identity, applicationNameOf(request));
  });
}
