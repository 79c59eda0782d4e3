import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseReachable } from '../db/database.ts';
import type { FeatureOptions } from './feature-options.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unreachable']) });

/** Liveness and database reachability, for load balancers and the start-up self-check. */
export const healthzRoute: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Service and database health',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      if (await isDatabaseReachable(db)) return { status: 'ok' as const, database: 'ok' as const };
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    },
  );
};
