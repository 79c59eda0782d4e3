import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { identitySchema } from '@lintel/domain/identity/identity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findIdentityById } from '../identity-repository.ts';
import type { IdentityServices } from '../identity-services.ts';
import { toIdentity } from '../identity-views.ts';
import { sessionOf } from '../require-session.ts';

/** v1 and v1_1 answer the same identity; the client tries both (spec 001 §7). */
export function identityRoute(app: FastifyInstance, services: IdentityServices): void {
  for (const version of ['v1', 'v1_1']) {
    app.withTypeProvider<ZodTypeProvider>().get(
      `/identity/secure/api/${version}/identity`,
      {
        schema: {
          tags: ['identity'],
          summary: 'The signed-in identity',
          response: { 200: identitySchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
        preHandler: services.requireSession,
      },
      async (request, reply) => {
        const identity = await findIdentityById(services.db, sessionOf(request).identityId);
        if (!identity) return reply.code(401).send({ errors: [{ message: 'unauthenticated' }] });
        return toIdentity(identity);
      },
    );
  }
}
