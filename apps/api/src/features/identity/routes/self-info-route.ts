import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { brokerSelfInfoSchema } from '@lintel/domain/identity/identity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findIdentityById } from '../identity-repository.ts';
import type { IdentityServices } from '../identity-services.ts';
import { toSelfInfo } from '../identity-views.ts';
import { sessionOf } from '../require-session.ts';
import { brokerHeadersSchema, brokerParamsSchema } from './broker-schemas.ts';

/** `self/{product}info` for the one product Lintel has, the HELOC. */
export function selfInfoRoute(app: FastifyInstance, services: IdentityServices): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/identity-broker/:kind/secure/api/v3/self/helocinfo',
    {
      schema: {
        tags: ['identity-broker'],
        summary: 'Identity info of the signed-in user for the HELOC product',
        params: brokerParamsSchema,
        headers: brokerHeadersSchema,
        response: { 200: brokerSelfInfoSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const identity = await findIdentityById(services.db, sessionOf(request).identityId);
      if (!identity) return reply.code(401).send({ errors: [{ message: 'unauthenticated' }] });
      return toSelfInfo(identity, request.headers['application-name'] ?? null);
    },
  );
}
