import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';

/**
 * The operator's calls of decision 130: flags switched on a running server by whoever holds ADMIN_TOKEN. Without
 * the variable the server does not register them (an unknown path, 404). A 400 names what was wrong.
 */
export const ADMIN_FLAGS_PATH = '/admin/api/v1/feature-flags';

const orgCodeSchema = z.string().check(z.minLength(1), z.maxLength(64));
const flagKeyParamsSchema = z.strictObject({ key: z.string().check(z.minLength(1), z.maxLength(100)) });

export const adminFlagListQuerySchema = z.strictObject({ orgCode: z.optional(orgCodeSchema) });

export const adminFlagSetBodySchema = z.strictObject({
  enabled: z.boolean(),
  orgCode: z.optional(orgCodeSchema),
  variables: z.optional(z.record(z.string(), z.unknown())),
});

/** A flag with its default, each organisation's own value, and (when asked for one organisation) what it gets. */
export const adminFlagListingSchema = z.object({
  key: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  orgs: z.record(z.string(), z.boolean()),
  effective: z.optional(z.object({ enabled: z.boolean(), variables: z.record(z.string(), z.unknown()) })),
});

export const adminFlagList = endpoint({
  method: 'GET',
  path: ADMIN_FLAGS_PATH,
  service: 'admin',
  summary: 'Every flag with its default and organisation values (and what orgCode gets)',
  caller: 'admin',
  query: adminFlagListQuerySchema,
  response: z.object({ flags: z.array(adminFlagListingSchema) }),
  errors: [400],
});

export const adminFlagSet = endpoint({
  method: 'PUT',
  path: `${ADMIN_FLAGS_PATH}/:key`,
  service: 'admin',
  summary: "Switch a flag's default, or one organisation's value; variables are merged and validated",
  caller: 'admin',
  params: flagKeyParamsSchema,
  body: adminFlagSetBodySchema,
  response: adminFlagListingSchema,
  errors: [400],
});

export const adminFlagOrgClear = endpoint({
  method: 'DELETE',
  path: `${ADMIN_FLAGS_PATH}/:key/orgs/:orgCode`,
  service: 'admin',
  summary: "Remove an organisation's own value so it follows the default again",
  caller: 'admin',
  params: z.extend(flagKeyParamsSchema, { orgCode: orgCodeSchema }),
  response: z.object({ removed: z.boolean() }),
  errors: [400],
});
