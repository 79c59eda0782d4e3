import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { brokerLoginRequestSchema, redirectResponseSchema } from '@lintel/domain/identity/identity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { findIdentityById } from '../identity-repository.ts';
import type { IdentityServices } from '../identity-services.ts';
import { sessionOf } from '../require-session.ts';
import { LOGIN_PATH, SIGNER_LOGIN_PATH } from '../safe-redirect.ts';
import { brokerHeadersSchema, brokerParamsSchema, brokerQuerySchema } from './broker-schemas.ts';

/** Ends the session server-side (its tokens stop working at once) and says where the browser goes next. */
export function brokerLogoutRoute(app: FastifyInstance, services: IdentityServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/identity-broker/:kind/secure/api/v3/logout',
    {
      schema: {
        tags: ['identity-broker'],
        summary: 'Sign out; answers the address the browser goes to',
        params: brokerParamsSchema,
        querystring: brokerQuerySchema,
        headers: brokerHeadersSchema,
        // "Same inputs" as login (spec 001 §7), but a logout must work even when the client sends none of them.
        body: z.nullish(z.partial(brokerLoginRequestSchema)),
        response: { 200: redirectResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const identity = await findIdentityById(services.db, session.identityId);
      await services.sessions.revoke(session.sessionId);
      // The token being refreshed on this same request would outlive the logout in the client; drop it.
      reply.removeHeader('authorization');
      return { redirectUrl: identity?.type === 'CO_DEEDER' ? SIGNER_LOGIN_PATH : LOGIN_PATH };
    },
  );
}
