import { signedInProfile } from '@lintel/domain/api/endpoints/service-profile';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db/database.ts';
import type { EndpointRoutes } from '../../../platform/http/endpoint-route.ts';
import { findAddresses, findIdentityById } from '../identity-repository.ts';
import type { IdentityServices } from '../identity-services.ts';
import { toProfile } from '../identity-views.ts';
import { sessionOf } from '../require-session.ts';

/** `identityHasSsn` comes from the applications feature, which holds the SSN (through app.ts, decision 160). */
export function profileRoute(
  app: FastifyInstance,
  services: IdentityServices,
  endpoints: EndpointRoutes,
  identityHasSsn: (db: Database, identityId: string) => Promise<boolean>,
): void {
  endpoints(app, signedInProfile, async ({ request, reply }) => {
    const identityId = sessionOf(request).identityId;
    const identity = await findIdentityById(services.db, identityId);
    if (!identity) return reply.code(401).send({ errors: [{ message: 'unauthenticated' }] });
    const [addresses, hasSsn] = await Promise.all([
      findAddresses(services.db, identityId),
      identityHasSsn(services.db, identityId),
    ]);
    return toProfile(identity, addresses, hasSsn);
  });
}
