import type { Application } from '@lintel/domain/application/application';
import {
  HOME_PAGE,
  routeForServerStep,
  usesEngineState,
} from '@lintel/domain/server-steps/route-for-server-step';
import type { StepRoute } from '@lintel/domain/server-steps/route-for-server-step';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { shouldRedirect } from '@lintel/domain/server-steps/should-redirect';
import { AVAILABLE_PAGES, CHILD_PAGES } from './application-pages.ts';
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
  const page = CHILD_PAGES[currentPage] ?? currentPage;
  return {
    routed,
    target,
    available,
    redirectTo: shouldRedirect(page, target, application) ? target : null,
  };
}
