import type { Application } from '@lintel/domain/application/application';
import { routeForServerStep, usesEngineState } from '@lintel/domain/server-steps/route-for-server-step';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { AVAILABLE_PAGES } from './application-pages.ts';
import type { StepEngine } from './engine/step-engine.ts';
import { stepRouteFrom, type ResolvedStepRoute } from './stay-on-page.ts';

export type { ResolvedStepRoute } from './stay-on-page.ts';

/** Whether this step can be routed only with the step engine in memory (decision 097). */
export function stepNeedsEngine(step: ServerStep, application: Application): boolean {
  return usesEngineState(step, application);
}

/**
 * Spec 000 §4: the server step decides first; unmatched steps fall back to the engine state's page; a decline
 * redirects everywhere except the disclosures page (all in the domain's routeForServerStep / shouldRedirect).
 * `engine` must be given when `stepNeedsEngine` says so. The step tables load only when the polled step has moved
 * past the standing sent with the application (use-step-route.ts, decision 233).
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
  return stepRouteFrom(routed, AVAILABLE_PAGES.has(routed.page), application, currentPage);
}
