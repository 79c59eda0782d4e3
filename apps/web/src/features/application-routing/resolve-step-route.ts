import type { Application } from '@lintel/domain/application/application';
import {
  HOME_PAGE,
  routeForServerStep,
  usesEngineState,
} from '@lintel/domain/server-steps/route-for-server-step';
import type { StepRoute } from '@lintel/domain/server-steps/route-for-server-step';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { shouldRedirect } from '@lintel/domain/server-steps/should-redirect';
import { ANY_STEP_PAGES, AVAILABLE_PAGES, CHILD_PAGES } from './application-pages.ts';
import type { StepEngine } from './engine/step-engine.ts';

export interface ResolvedStepRoute {
  /** Where the step says the borrower belongs (it may be a page of a later issue). */
  readonly routed: StepRoute;
  /** Where the borrower is actually taken: the routed page when it exists, otherwise the application home. */
  readonly target: StepRoute;
  /** False when the routed page does not exist yet and the home stands in for it. */
  readonly available: boolean;
  /** Null when the borrower may stay on `currentPage`. */
  readonly redirectTo: StepRoute | null;
}

/** Whether this step can be routed only with the step engine in memory (decision 097). */
export function stepNeedsEngine(step: ServerStep, application: Application): boolean {
  return usesEngineState(step, application);
}

/**
 * Spec 000 §4: the server step decides first; unmatched steps fall back to the engine state's page; a decline
 * redirects everywhere except the disclosures page (all in the domain's routeForServerStep / shouldRedirect).
 * `engine` must be given when `stepNeedsEngine` says so.
 */
export function resolveStepRoute(
  step: ServerStep,
  application: Application,
  currentPage: string,
  engine?: StepEngine,
): ResolvedStepRoute {
  const routed = routeForServerStep(step, application, () => {
    if (!engine) throw new Error(`routing ${step} needs the step engine: load it first`);
    return engine.engineStateFor(application).state;
  });
  const available = AVAILABLE_PAGES.has(routed.page);
  const target = available ? routed : { page: HOME_PAGE };
  // A child page stays when its parent is the target, and also when it is the target itself: bank/autopay is a step
  // of bank/disburse's and the page AUTOPAY_ACCOUNT routes to (decision 186), income/upload/MANUAL_PAYSTUB the page
  // of WAITING_FOR_INCOME.
  const parent = CHILD_PAGES[currentPage];
  // A built child of the routed page may stay even while the routed page itself is not built.
  const childOfRouted = parent === routed.page && AVAILABLE_PAGES.has(currentPage);
  // Requests for documents come at any step, so their page may be opened at any step but after a decline.
  const anyStep = ANY_STEP_PAGES.has(currentPage) && application.status?.uwDecision !== 'DECLINE';
  const stay =
    childOfRouted ||
    anyStep ||
    !shouldRedirect(currentPage, target, application) ||
    (parent !== undefined && !shouldRedirect(parent, target, application));
  return { routed, target, available, redirectTo: stay ? null : target };
}
