import type { PricingPolicy } from '@lintel/domain/pricing/pricing-policy';
import { date, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every version of every lender's rate sheet and credit policy (decision 195). A version is never changed once
 * published (applications priced on it keep reading it); only its expiry may be set. The whole policy is stored as
 * the domain schema parsed it, so adding a field needs no migration; the dates are columns because the lookup of the
 * version in force filters on them.
 */
export const pricingPolicies = pgTable(
  'pricing_policies',
  {
    /** Not a foreign key: a sheet may be staged for an organisation before it is created (as flag values are). */
    orgCode: text('org_code').notNull(),
    version: text('version').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    policy: jsonb('policy').$type<PricingPolicy>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgCode, t.version] }),
    index('pricing_policies_org_effective_idx').on(t.orgCode, t.effectiveFrom),
  ],
);
