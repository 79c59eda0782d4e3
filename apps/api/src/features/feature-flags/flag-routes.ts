import { allFeatureFlags, featureFlag, flagDecision } from '@lintel/domain/api/endpoints/feature-flags';
import type { OptimizeUser } from '@lintel/domain/reference-data/feature-flags';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import type { EndpointRoutes } from '../../platform/http/endpoint-route.ts';
import { evaluateFlag, unknownFlag, type FlagDecision } from './evaluate-flag.ts';
import { decisionAnswer } from './flag-answers.ts';
import { loadFlags } from './flag-repository.ts';

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
export function flagRoutes(app: FastifyInstance, db: Database, endpoints: EndpointRoutes): void {
  endpoints(app, featureFlag, async ({ body, request }) => {
    const { featureKey, optimizeUser } = body;
    const decision = await decide(db, orgOf(optimizeUser, request), featureKey);
    return { featureKey, enabled: decision.enabled, variables: decision.variables };
  });

  endpoints(app, flagDecision, async ({ body, request }) => {
    const { flagKey, optimizeUser } = body;
    return decisionAnswer(flagKey, await decide(db, orgOf(optimizeUser, request), flagKey));
  });

  endpoints(app, allFeatureFlags, async ({ body, request }) => {
    const flags = await loadFlags(db, orgOf(body.optimizeUser, request));
    const features = flags
      .map(evaluateFlag)
      .map((d) => ({ featureKey: d.key, enabled: d.enabled, variables: d.variables }));
    return { features };
  });
}
