import type { ApiErrorItem } from '@lintel/domain/api/api-error';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { FastifyInstance } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import { stepActionRoute, type StepActionRouteSpec } from '../steps/step-action-route.ts';
import { runAfterOfferAction, type ActionContext, type ActionPlan } from './after-offer-action.ts';
import type { AfterOfferDeps } from './after-offer-deps.ts';

export interface ActionRouteSpec<Body> extends Omit<StepActionRouteSpec<Body>, 'run' | 'documents400'> {
  body: $ZodType<Body>;
  steps: readonly ServerStep[];
  plan: (
    context: ActionContext,
    body: Body,
  ) => Promise<ActionPlan | ApiErrorItem[]> | ActionPlan | ApiErrorItem[];
}

/**
 * One after-offer action route: typed body, the OpenAPI entry with every answer it can give, and the action runner
 * (404 / 409 / 400 with `errors`, then the move). Keeps each route file to its own rule.
 */
export function actionRoute<Body>(
  app: FastifyInstance,
  deps: AfterOfferDeps,
  { steps, plan, ...spec }: ActionRouteSpec<Body>,
): void {
  stepActionRoute<Body>(app, deps.requireSession, {
    ...spec,
    run: async ({ uuid, session, body }) => {
      const outcome = await runAfterOfferAction(deps, session, uuid, steps, (context) => plan(context, body));
      return outcome.ok ? { ok: true, answer: { step: outcome.step, ...outcome.answer } } : outcome;
    },
  });
}
