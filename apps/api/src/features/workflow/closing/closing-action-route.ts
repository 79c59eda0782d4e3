import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { FastifyInstance } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import type { StepActionOptions, StepActionPlan } from '../steps/step-action.ts';
import { stepActionRoute } from '../steps/step-action-route.ts';
import type { RequestSession } from '../../identity/session-service.ts';
import {
  errorBody,
  runClosingAction,
  type ClosingActionContext,
} from './closing-action.ts';
import type { ClosingServices } from './closing-services.ts';

export interface ClosingActionRouteSpec<Body> {
  /** After `{uuid}/`. */
  path: string;
  summary: string;
  body: $ZodType<Body>;
  steps: readonly ServerStep[];
  options?: StepActionOptions;
  plan: (
    context: ClosingActionContext & { body: Body; session: RequestSession },
  ) => Promise<StepActionPlan | undefined>;
}

/**
 * One closing step action route (the closing chain's counterpart of the after-offer `actionRoute`): typed body, the
 * OpenAPI entry with every answer, and `runClosingAction` (403 / 404 / 409 / 400 with `errors`, then the move).
 */
export function closingActionRoute<Body>(
  app: FastifyInstance,
  services: ClosingServices,
  { steps, plan, options, ...spec }: ClosingActionRouteSpec<Body>,
): void {
  stepActionRoute<Body>(app, services.requireSession, {
    ...spec,
    method: 'POST',
    run: async ({ uuid, session, body }) => {
      const result = await runClosingAction(
        services,
        session,
        uuid,
        steps,
        (context) => plan({ ...context, body, session }),
        options,
      );
      return 'status' in result
        ? { ok: false, status: result.status, ...errorBody(result) }
        : { ok: true, answer: result };
    },
  });
}
