import type { Application } from '@lintel/domain/application/application';
import type { StepRoute } from '@lintel/domain/server-steps/route-for-server-step';
import { shouldRedirect } from '@lintel/domain/server-steps/should-redirect';
import { ANY_STEP_PAGES, AVAILABLE_PAGES, CHILD_PAGES } from './application-pages.ts';

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

/** The application home, relative to /{uuid}/ (the domain's HOME_PAGE, which lives with the step tables). */
const HOME: StepRoute = { page: '' };

/**
 * Where a borrower on `currentPage` is taken, given the page the step routes to and whether that page is built:
 * spec 000 §4's redirect rules (a decline redirects everywhere except the disclosures page), with the pages that
 * belong to a routed parent and those open at any step allowed to stay.
 */
export function stepRouteFrom(
  routed: StepRoute,
  available: boolean,
  application: Application,
  currentPage: string,
): ResolvedStepRoute {
  const target = available ? routed : HOME;
  // A child page stays when its parent is the target, and also when it is the target itself: bank/autopay is a step
  // of bank/disburse's and the page AUTOPAY_ACCOUNT routes to (decision 186), income/upload/MANUAL_PAYSTUB the page
  // of WAITING_FOR_INCOME.
  const parent = CHILD_PAGES[currentPage];
  // A built child of the routed page may stay even while the routed page itself is not built. So may a sibling: a
  // crypto-backed line's AUTOPAY_ACCOUNT routes to bank/autopay, whose answer is sent from bank/confirm (decision 239).
  const childOfRouted =
    (parent === routed.page || (parent !== undefined && CHILD_PAGES[routed.page] === parent)) &&
    AVAILABLE_PAGES.has(currentPage);
  // Requests for documents come at any step, so their page may be opened at any step but after a decline.
  const anyStep = ANY_STEP_PAGES.has(currentPage) && application.status?.uwDecision !== 'DECLINE';
  const stay =
    childOfRouted ||
    anyStep ||
    !shouldRedirect(currentPage, target, application) ||
    (parent !== undefined && !shouldRedirect(parent, target, application));
  return { routed, target, available, redirectTo: stay ? null : target };
}

/**
 * The route from the standing the server sent with the application (decision 172): its page is the one
 * `routeForServerStep` gives for that step, the step engine's fallback included, worked out on the server, so the
 * browser needs the step tables only when the step it polled has moved past that standing (decision 233).
 */
export function routeFromStanding(
  standing: NonNullable<Application['standing']>,
  application: Application,
  currentPage: string,
): ResolvedStepRoute {
  const routed: StepRoute = standing.search
    ? { page: standing.page, search: standing.search }
    : { page: standing.page };
  return stepRouteFrom(routed, standing.pageBuilt, application, currentPage);
}
