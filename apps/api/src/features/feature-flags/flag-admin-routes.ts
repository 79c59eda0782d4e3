import { timingSafeEqual } from 'node:crypto';
import { apiErrorSchema } from '@lintel/domain/api/api-error';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { clearOrgValue, listFlags, setFlag } from './flag-admin.ts';
import { FlagAdminError } from './flag-admin-error.ts';

export const ADMIN_FLAGS_PATH = '/admin/api/v1/feature-flags';

const keyParams = z.strictObject({ key: z.string().min(1).max(100) });
const listQuery = z.strictObject({ orgCode: z.string().min(1).max(64).optional() });
const setBody = z.strictObject({
  enabled: z.boolean(),
  orgCode: z.string().min(1).max(64).optional(),
  variables: z.record(z.string(), z.unknown()).optional(),
});
const clearParams = keyParams.extend({ orgCode: z.string().min(1).max(64) });
const flagListing = z.object({
  key: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  orgs: z.record(z.string(), z.boolean()),
  effective: z.object({ enabled: z.boolean(), variables: z.record(z.string(), z.unknown()) }).optional(),
});
const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
// Guessing a 32+ character token is hopeless anyway; the limit keeps a scanner from filling the logs.
const ADMIN_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The admin calls of decision 130: flags switched on a running server, PGlite included, by whoever holds ADMIN_TOKEN.
 * Without the variable the routes are not registered at all (an unknown path, 404).
 */
export function flagAdminRoutes(app: FastifyInstance, { db, clock, config }: FeatureOptions): void {
  const adminToken = config.adminToken;
  if (!adminToken) return;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const requireAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = /^Bearer (\S+)$/i.exec(request.headers.authorization?.trim() ?? '')?.[1];
    if (!token || !sameToken(token, adminToken)) {
      return reply.code(401).send({ errors: [{ message: 'Admin token required' }] });
    }
  };
  const actor = (request: FastifyRequest) => ({ type: 'SYSTEM' as const, id: `admin-api:${request.ip}` });
  const refuse = (reply: FastifyReply, error: unknown) => {
    if (error instanceof FlagAdminError)
      return reply.code(400).send({ errors: [{ message: error.message }] });
    throw error;
  };

  typed.get(
    ADMIN_FLAGS_PATH,
    {
      schema: {
        tags,
        summary: 'Every flag with its default and organisation values (and what orgCode gets)',
        querystring: listQuery,
        response: { 200: z.object({ flags: z.array(flagListing) }), ...errors },
      },
      config: { rateLimit: ADMIN_RATE_LIMIT },
      preHandler: requireAdmin,
    },
    async (request, reply) => {
      try {
        return { flags: await listFlags(db, request.query.orgCode) };
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  typed.put(
    `${ADMIN_FLAGS_PATH}/:key`,
    {
      schema: {
        tags,
        summary: "Switch a flag's default, or one organisation's value; variables are merged and validated",
        params: keyParams,
        body: setBody,
        response: { 200: flagListing, ...errors },
      },
      config: { rateLimit: ADMIN_RATE_LIMIT },
      preHandler: requireAdmin,
    },
    async (request, reply) => {
      try {
        const { key } = request.params;
        await setFlag(db, clock, actor(request), { key, ...request.body });
        const [flag] = (await listFlags(db, request.body.orgCode)).filter((f) => f.key === key);
        return flag;
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  typed.delete(
    `${ADMIN_FLAGS_PATH}/:key/orgs/:orgCode`,
    {
      schema: {
        tags,
        summary: "Remove an organisation's own value so it follows the default again",
        params: clearParams,
        response: { 200: z.object({ removed: z.boolean() }), ...errors },
      },
      config: { rateLimit: ADMIN_RATE_LIMIT },
      preHandler: requireAdmin,
    },
    async (request, reply) => {
      try {
        const { key, orgCode } = request.params;
        return { removed: await clearOrgValue(db, clock, actor(request), key, orgCode) };
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );
}
