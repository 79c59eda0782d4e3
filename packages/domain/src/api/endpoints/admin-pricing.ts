import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { isoDateSchema, pricingPolicySchema } from '../../pricing/pricing-policy.ts';

/**
 * The operator's pricing calls (decision 197), siblings of the flag calls of decision 130: a lender's rate sheet and
 * credit policy published, read and expired on a running server by whoever holds ADMIN_TOKEN. Without the variable
 * the server does not register them (404). A 400 lists every problem of a refused sheet; nothing of it is stored.
 */
export const ADMIN_PRICING_PATH = '/admin/api/v1/pricing';

const orgCodeSchema = z.string().check(z.minLength(1), z.maxLength(64));
const versionSchema = z.string().check(z.minLength(1), z.maxLength(40));

export const pricingVersionListingSchema = z.object({
  orgCode: z.string(),
  version: z.string(),
  effectiveFrom: z.string(),
  expiresOn: z.nullable(z.string()),
  current: z.boolean(),
  publishedAt: z.string(),
});

export const adminPricingList = endpoint({
  method: 'GET',
  path: ADMIN_PRICING_PATH,
  service: 'admin',
  summary: "Every lender's pricing versions (or orgCode's), with the one in force today marked",
  caller: 'admin',
  query: z.strictObject({ orgCode: z.optional(orgCodeSchema) }),
  response: z.object({ versions: z.array(pricingVersionListingSchema) }),
  errors: [400],
});

export const adminPricingShow = endpoint({
  method: 'GET',
  path: `${ADMIN_PRICING_PATH}/:orgCode`,
  service: 'admin',
  summary: "A lender's rate sheet and credit policy: the version in force today, or the one named",
  caller: 'admin',
  params: z.strictObject({ orgCode: orgCodeSchema }),
  query: z.strictObject({ version: z.optional(versionSchema) }),
  response: z.object({ policy: pricingPolicySchema }),
  errors: [400],
});

export const adminPricingPublish = endpoint({
  method: 'POST',
  path: `${ADMIN_PRICING_PATH}/:orgCode`,
  service: 'admin',
  summary: 'Publish a new version of a lender’s sheet, checked whole against the spec’s bounds (audited)',
  caller: 'admin',
  params: z.strictObject({ orgCode: orgCodeSchema }),
  body: pricingPolicySchema,
  response: z.object({ policy: pricingPolicySchema }),
  status: 201,
  errors: [400],
});

export const adminPricingExpire = endpoint({
  method: 'PUT',
  path: `${ADMIN_PRICING_PATH}/:orgCode/versions/:version/expiry`,
  service: 'admin',
  summary:
    'End a version on a date: applications priced on it are re-priced on the version then in force (audited)',
  caller: 'admin',
  params: z.strictObject({ orgCode: orgCodeSchema, version: versionSchema }),
  body: z.strictObject({ expiresOn: isoDateSchema }),
  response: pricingVersionListingSchema,
  errors: [400],
});
