import * as z from 'zod/mini';
import { MAINTENANCE_DEFAULTS } from './feature-flag-keys.ts';

/** Contexts of `/service-optimize/{context}/...`; the browser uses `external` (spec 001 §7). */
export const optimizeContextSchema = z.enum(['external', 'secure']);

export const optimizeParamsSchema = z.strictObject({ context: optimizeContextSchema });

const featureKeySchema = z
  .string()
  .check(
    z.regex(
      /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,99}$/,
      'Feature key must be 1-100 letters, digits, dots, dashes or underscores',
    ),
  );

const attributeValueSchema = z.union([z.string().check(z.maxLength(256)), z.number(), z.boolean(), z.null()]);

/** The user a flag is evaluated for. `attributes.organization` picks the organisation (else the request's x-org). */
export const optimizeUserSchema = z.strictObject({
  attributes: z._default(
    z
      .record(z.string().check(z.minLength(1), z.maxLength(64)), attributeValueSchema)
      .check(z.refine((a) => Object.keys(a).length <= 32, 'At most 32 attributes')),
    {},
  ),
  trackerId: z.optional(z.string().check(z.maxLength(64))),
});
export type OptimizeUser = z.infer<typeof optimizeUserSchema>;

/** Flag variables are JSON (strings, numbers, booleans, lists such as `disasterZips`). */
export type FlagVariables = Record<string, unknown>;
const variablesSchema = z.record(z.string(), z.unknown());

/** POST /service-optimize/{context}/api/v1/feature */
export const featureRequestSchema = z.strictObject({
  featureKey: featureKeySchema,
  optimizeUser: optimizeUserSchema,
});
export const featureAnswerSchema = z.object({
  featureKey: z.string(),
  enabled: z.boolean(),
  variables: variablesSchema,
});
export type FeatureAnswer = z.infer<typeof featureAnswerSchema>;

/** POST /service-optimize/{context}/api/v2/decision (the maintenance page reads `flagEnabled`, spec 000 §7). */
export const decisionRequestSchema = z.strictObject({
  flagKey: featureKeySchema,
  optimizeUser: optimizeUserSchema,
});
export const decisionAnswerSchema = z.object({
  flagKey: z.string(),
  flagEnabled: z.boolean(),
  /** `on` or `off`: the portal's flags have no multi-variant experiments yet. */
  variationKey: z.string(),
  variables: variablesSchema,
});
export type DecisionAnswer = z.infer<typeof decisionAnswerSchema>;

/** POST /service-optimize/{context}/api/v1/features: every flag for the user. */
export const featuresRequestSchema = z.strictObject({ optimizeUser: optimizeUserSchema });
export const featuresAnswerSchema = z.object({ features: z.array(featureAnswerSchema) });

/** Maintenance variables with the spec's defaults filled in; tolerant of missing or mistyped values. */
export const maintenanceVariablesSchema = z.object({
  routes: z.catch(z.array(z.string()), [...MAINTENANCE_DEFAULTS.routes]),
  message: z.catch(z.string().check(z.minLength(1)), MAINTENANCE_DEFAULTS.message),
  pageTitle: z.catch(z.string().check(z.minLength(1)), MAINTENANCE_DEFAULTS.pageTitle),
  shouldShowDashboardLink: z.catch(z.boolean(), MAINTENANCE_DEFAULTS.shouldShowDashboardLink),
});
export type MaintenanceVariables = z.infer<typeof maintenanceVariablesSchema>;

/** Disaster-zip variables: the list of five-digit zips whose properties get the post-disaster warning. */
export const disasterZipsVariablesSchema = z.object({
  disasterZips: z.catch(z.array(z.string().check(z.regex(/^\d{5}$/))), []),
});
