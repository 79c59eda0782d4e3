import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { organisationSchema } from '@lintel/domain/organisation/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The organisation object the page gets injected, for the Vite dev server (which has no injection). */
export const organisationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organisation',
    {
      schema: {
        tags: ['organisation'],
        summary: 'The organisation (lender) this request resolves to',
        querystring: z.object({ org: z.string().max(64).optional() }),
        response: { 200: organisationSchema, 400: apiErrorSchema },
      },
    },
    async (request) => request.organisation,
  );
};
