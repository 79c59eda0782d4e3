import type { Application } from '@lintel/domain/application/application';
import { HOME_PAGE, routeForServerStep } from '@lintel/domain/server-steps/route-for-server-step';
import type { StepRoute } from '@lintel/domain/server-steps/route-for-server-step';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { shouldRedirect } from '@lintel/domain/server-steps/should-redirect';
import { engineStateFor } from '@lintel/domain/step-engine/engine-state-for';
import { AVAILABLE_PAGES, CHILD_PAGES } from './application-pages.ts';

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

/**
 * Spec 000 §4: the server step decides first; unmatched steps fall back to the engine state's page; a decline
 * redirects everywhere except the disclosures page (all in the domain's routeForServerStep / shouldRedirect).
 */
export function resolveStepRoute(
  step: ServerStep,
  application: Application,
  currentPage: string,
): ResolvedStepRoute {
  const routed = routeForServerStep(step, application, engineStateFor(application).state);
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
