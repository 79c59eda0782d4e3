import type { Application } from '@lintel/domain/application/application';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { useStepEngine } from './engine/step-engine.ts';
import { resolveStepRoute, stepNeedsEngine } from './resolve-step-route.ts';
import type { ResolvedStepRoute } from './resolve-step-route.ts';

/**
 * The route for the server step, or undefined while the step is unknown or its fallback waits for the step engine
 * to arrive (decision 097). Callers show their loader meanwhile.
 */
export function useStepRoute(
  step: ServerStep | undefined,
  application: Application | undefined,
  currentPage: string,
): ResolvedStepRoute | undefined {
  const needed = step !== undefined && application !== undefined && stepNeedsEngine(step, application);
  const engine = useStepEngine(needed);
  if (step === undefined || application === undefined || (needed && !engine)) return undefined;
  return resolveStepRoute(step, application, currentPage, engine);
}
