import { apiErrorSchema } from '@lintel/domain/api/api-error';
import {
  decisionAnswerSchema,
  decisionRequestSchema,
  featureAnswerSchema,
  featureRequestSchema,
  featuresAnswerSchema,
  featuresRequestSchema,
  optimizeParamsSchema,
  type OptimizeUser,
} from '@lintel/domain/reference-data/feature-flags';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/database.ts';
import { evaluateFlag, unknownFlag, type FlagDecision } from './evaluate-flag.ts';
import { loadFlags } from './flag-repository.ts';

const BASE = '/service-optimize/:context/api';
const errors = { 400: apiErrorSchema, 415: apiErrorSchema };

/** Spec 000 §7 evaluates "with the organisation attribute"; without one, the request's lender (x-org) decides. */
function orgOf(user: OptimizeUser, request: FastifyRequest): string {
  const attribute = user.attributes['organization'];
  return typeof attribute === 'string' && attribute.length > 0 ? attribute : request.organisation.orgCode;
}

async function decide(db: Database, orgCode: string, key: string): Promise<FlagDecision> {
  const [flag] = await loadFlags(db, orgCode, [key]);
  return flag ? evaluateFlag(flag) : unknownFlag(key);
}

/** The flag service of spec 001 §7 "Telemetry, replay and experiments" (decision 052). */
export function flagRoutes(app: FastifyInstance, db: Database): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['service-optimize'];

  typed.post(
    `${BASE}/v1/feature`,
    {
      schema: {
        tags,
        summary: 'Whether one feature is enabled for the user, with its variables',
        params: optimizeParamsSchema,
        body: featureRequestSchema,
        response: { 200: featureAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { featureKey, optimizeUser } = request.body;
      const decision = await decide(db, orgOf(optimizeUser, request), featureKey);
      return { featureKey, enabled: decision.enabled, variables: decision.variables };
    },
  );

  typed.post(
    `${BASE}/v2/decision`,
    {
      schema: {
        tags,
        summary: 'Decision for one flag: flagEnabled, variation and variables',
        params: optimizeParamsSchema,
        body: decisionRequestSchema,
        response: { 200: decisionAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { flagKey, optimizeUser } = request.body;
      const decision = await decide(db, orgOf(optimizeUser, request), flagKey);
      return {
        flagKey,
        flagEnabled: decision.enabled,
        variationKey: decision.enabled ? 'on' : 'off',
        variables: decision.variables,
      };
    },
  );

  typed.post(
    `${BASE}/v1/features`,
    {
      schema: {
        tags,
        summary: 'Every flag for the user',
        params: optimizeParamsSchema,
        body: featuresRequestSchema,
        response: { 200: featuresAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const flags = await loadFlags(db, orgOf(request.body.optimizeUser, request));
      const features = flags
        .map(evaluateFlag)
        .map((d) => ({ featureKey: d.key, enabled: d.enabled, variables: d.variables }));
      return { features };
    },
  );
}
