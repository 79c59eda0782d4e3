import { health } from '@lintel/domain/api/endpoints/platform';
import type { FastifyInstance } from 'fastify';
import { isDatabaseReachable } from '../db/database.ts';
import type { FeatureOptions } from './feature-options.ts';

/** Liveness and database reachability, for load balancers and the start-up self-check. */
export async function healthzRoute(app: FastifyInstance, { db, endpoints }: FeatureOptions): Promise<void> {
  endpoints(app, health, async ({ reply }) => {
    if (await isDatabaseReachable(db)) return { status: 'ok' as const, database: 'ok' as const };
    return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
  });
}
