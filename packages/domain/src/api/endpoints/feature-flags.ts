import {
  decisionAnswerSchema,
  decisionRequestSchema,
  featureAnswerSchema,
  featureRequestSchema,
  featuresAnswerSchema,
  featuresRequestSchema,
  optimizeParamsSchema,
} from '../../reference-data/feature-flags.ts';
import { endpoint } from '../endpoint.ts';

/**
 * The flag service of spec 001 §7 "Telemetry, replay and experiments" (decision 052): `/service-optimize/{context}`,
 * the browser uses `external`. A 415 is a body that is not JSON.
 */
export const featureFlag = endpoint({
  method: 'POST',
  path: '/service-optimize/:context/api/v1/feature',
  service: 'service-optimize',
  summary: 'Whether one feature is enabled for the user, with its variables',
  caller: 'anyone',
  params: optimizeParamsSchema,
  body: featureRequestSchema,
  response: featureAnswerSchema,
  errors: [400, 415],
});

/** The maintenance page reads `flagEnabled` (spec 000 §7). */
export const flagDecision = endpoint({
  method: 'POST',
  path: '/service-optimize/:context/api/v2/decision',
  service: 'service-optimize',
  summary: 'Decision for one flag: flagEnabled, variation and variables',
  caller: 'anyone',
  params: optimizeParamsSchema,
  body: decisionRequestSchema,
  response: decisionAnswerSchema,
  errors: [400, 415],
});

/** The shell's flags in one call. */
export const allFeatureFlags = endpoint({
  method: 'POST',
  path: '/service-optimize/:context/api/v1/features',
  service: 'service-optimize',
  summary: 'Every flag for the user',
  caller: 'anyone',
  params: optimizeParamsSchema,
  body: featuresRequestSchema,
  response: featuresAnswerSchema,
  errors: [400, 415],
});
