import type { ApiErrorItem } from '@lintel/domain/api/api-error';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { FastifyInstance } from 'fastify';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { runStepAction, type StepActionPlan } from './step-action.ts';
import {
  fromStepAction,
  stepActionRoute,
  type StepActionRouteSpec,
} from './step-action-route.ts';

export interface BorrowerActionContext<Body> {
  current: ServerStep;
  applicationId: string;
  body: Body;
}

export interface BorrowerActionRouteSpec<Body> extends Omit<StepActionRouteSpec<Body>, 'run' | 'response'> {
  /**
   * The move from the current step; undefined when the action is not available there (409), or the borrower's
   * input refused as a list of errors (400).
   */
  plan: (
    context: BorrowerActionContext<Body>,
  ) => Promise<StepActionPlan | ApiErrorItem[] | undefined> | StepActionPlan | ApiErrorItem[] | undefined;
}

/**
 * A pre-offer or credit step action on `runStepAction` (404 / 403 / 409, then the move in one transaction): only the
 * plan is the route's own.
 */
export function borrowerActionRoute<Body>(
  app: FastifyInstance,
  services: ApplicationServices,
  { plan, ...spec }: BorrowerActionRouteSpec<Body>,
): void {
  stepActionRoute<Body>(app, services.requireSession, {
    ...spec,
    run: async ({ uuid, session, body }) => {
      let refused: ApiErrorItem[] | undefined;
      const result = await runStepAction(services, session, uuid, async (current, applicationId) => {
        const chosen = await plan({ current, applicationId, body });
        if (!Array.isArray(chosen)) return chosen;
        refused = chosen;
        return undefined;
      });
      if (refused) return { ok: false, status: 400, errors: refused };
      return fromStepAction(result);
    },
  });
}
