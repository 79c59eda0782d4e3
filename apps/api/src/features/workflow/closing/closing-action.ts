import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { loadApplication, type ApplicationAggregate } from '../../applications/application-repository.ts';
import {
  runStepAction,
  type StepActionOptions,
  type StepActionPlan,
  type StepActionResult,
} from '../steps/step-action.ts';
import type { RequestSession } from '../../identity/session-service.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import type { ProviderSubject } from '../../../providers/subject.ts';
import type { ClosingServices } from './closing-services.ts';

/**
 * The borrower's input was well-formed but the answer is no (a slot taken, a name that does not match): 400. (A
 * co-signer asking for the applicant's action gets 403 from `runStepAction` before any plan runs.)
 */
export class ActionRejected extends Error {
  readonly status = 400;
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ActionRejected';
  }
}

export type ClosingActionResult =
  StepActionResult | { status: 400; message: string; field?: string | undefined };

export interface ClosingActionContext {
  applicationId: string;
  aggregate: ApplicationAggregate;
  subject: ProviderSubject;
}

/**
 * A closing step action: `runStepAction`'s access rule (404), step check (409) and one transaction, with the
 * application loaded for the provider call the plan makes first. Only a plan for the right step is given the
 * context, so no provider is called for a request that will be refused.
 */
export async function runClosingAction(
  services: ClosingServices,
  session: RequestSession,
  uuid: string,
  allowedFrom: readonly ServerStep[],
  plan: (context: ClosingActionContext, current: ServerStep) => Promise<StepActionPlan | undefined>,
  options: StepActionOptions = {},
): Promise<ClosingActionResult> {
  try {
    return await runStepAction(
      services,
      session,
      uuid,
      async (current, applicationId) => {
        if (!allowedFrom.includes(current)) return undefined;
        const aggregate = await loadApplication(services.db, applicationId);
        if (!aggregate) return undefined;
        return plan(
          {
            applicationId,
            aggregate,
            subject: providerSubject(aggregate, services.encryption),
          },
          current,
        );
      },
      options,
    );
  } catch (error) {
    if (error instanceof ActionRejected)
      return { status: error.status, message: error.message, field: error.field };
    throw error;
  }
}

/** The `{ errors }` body of a refused action. */
export function errorBody(result: { message: string; field?: string | undefined }) {
  return {
    errors: [result.field ? { message: result.message, field: result.field } : { message: result.message }],
  };
}
