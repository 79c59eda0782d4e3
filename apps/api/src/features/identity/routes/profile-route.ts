import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { profileSchema } from '@lintel/domain/identity/identity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../platform/db/database.ts';
import { findAddresses, findIdentityById } from '../identity-repository.ts';
import type { IdentityServices } from '../identity-services.ts';
import { toProfile } from '../identity-views.ts';
import { sessionOf } from '../require-session.ts';

/** `identityHasSsn` comes from the applications feature, which holds the SSN (through app.ts, decision 160). */
export function profileRoute(
  app: FastifyInstance,
  services: IdentityServices,
  identityHasSsn: (db: Database, identityId: string) => Promise<boolean>,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/service-profile/api/v1/profile',
    {
      schema: {
        tags: ['service-profile'],
        summary: 'Profile of the signed-in identity',
        response: { 200: profileSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const identityId = sessionOf(request).identityId;
      const identity = await findIdentityById(services.db, identityId);
      if (!identity) return reply.code(401).send({ errors: [{ message: 'unauthenticated' }] });
      const [addresses, hasSsn] = await Promise.all([
        findAddresses(services.db, identityId),
        identityHasSsn(services.db, identityId),
      ]);
      return toProfile(identity, addresses, hasSsn);
    },
  );
}
