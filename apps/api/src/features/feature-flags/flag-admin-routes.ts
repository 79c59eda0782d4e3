import { adminFlagList, adminFlagOrgClear, adminFlagSet } from '@lintel/domain/api/endpoints/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { clearOrgValue, listFlags, setFlag } from './flag-admin.ts';
import { FlagAdminError } from './flag-admin-error.ts';

// Guessing a 32+ character token is hopeless anyway; the limit keeps a scanner from filling the logs.
const ADMIN_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * The admin calls of decision 130: flags switched on a running server, PGlite included, by whoever holds ADMIN_TOKEN
 * (the `admin` caller's guard checks it). Without the variable the routes are not registered at all (an unknown
 * path, 404).
 */
export function flagAdminRoutes(
  app: FastifyInstance,
  { db, clock, config, endpoints }: FeatureOptions,
): void {
  if (!config.adminToken) return;
  const options = { config: { rateLimit: ADMIN_RATE_LIMIT } };
  const actor = (request: FastifyRequest) => ({ type: 'SYSTEM' as const, id: `admin-api:${request.ip}` });
  const refuse = (reply: FastifyReply, error: unknown) => {
    if (error instanceof FlagAdminError)
      return reply.code(400).send({ errors: [{ message: error.message }] });
    throw error;
  };

  endpoints(
    app,
    adminFlagList,
    async ({ query, reply }) => {
      try {
        return { flags: await listFlags(db, query.orgCode) };
      } catch (error) {
        return refuse(reply, error);
      }
    },
    options,
  );

  endpoints(
    app,
    adminFlagSet,
    async ({ params, body, request, reply }) => {
      try {
        const { key } = params;
        await setFlag(db, clock, actor(request), { key, ...body });
        const [flag] = (await listFlags(db, body.orgCode)).filter((f) => f.key === key);
        return flag as NonNullable<typeof flag>;
      } catch (error) {
        return refuse(reply, error);
      }
    },
    options,
  );

  endpoints(
    app,
    adminFlagOrgClear,
    async ({ params, request, reply }) => {
      try {
        const { key, orgCode } = params;
        return { removed: await clearOrgValue(db, clock, actor(request), key, orgCode) };
      } catch (error) {
        return refuse(reply, error);
      }
    },
    options,
  );
}
