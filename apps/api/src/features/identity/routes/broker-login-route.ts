import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { brokerLoginRequestSchema, redirectResponseSchema } from '@lintel/domain/identity/identity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IdentityServices } from '../identity-services.ts';
import { DASHBOARD_PATH, loginPath, safeRedirect } from '../safe-redirect.ts';
import { brokerHeadersSchema, brokerParamsSchema, brokerQuerySchema } from './broker-schemas.ts';

/**
 * Where the browser goes to sign in (decision 016): a visitor with a live session for this organisation goes
 * straight on (to `redirectUrl` when safe, else the dashboard); anyone else to the login page, carrying it along.
 */
export function brokerLoginRoute(app: FastifyInstance, { sessions }: IdentityServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/identity-broker/:kind/api/v3/login',
    {
      schema: {
        tags: ['identity-broker'],
        summary: 'Address the browser navigates to in order to sign in',
        params: brokerParamsSchema,
        querystring: brokerQuerySchema,
        headers: brokerHeadersSchema,
        body: brokerLoginRequestSchema,
        response: { 200: redirectResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const orgCode = request.organisation.orgCode;
      if (request.body.orgCode !== orgCode) {
        return reply
          .code(400)
          .send({
            errors: [{ message: 'orgCode does not match the organisation of the request', field: 'orgCode' }],
          });
      }
      const auth = await sessions.authenticate(request.headers.authorization, orgCode);
      if (auth.ok) return { redirectUrl: safeRedirect(request.query.redirectUrl) ?? DASHBOARD_PATH };
      return { redirectUrl: loginPath(request.query.redirectUrl) };
    },
  );
}
