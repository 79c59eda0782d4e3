import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Application } from '@lintel/domain/application/application';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { lazyModule } from '../../lib/lazy-module.ts';
import { useStepEngine } from './engine/step-engine.ts';
import { routeFromStanding, type ResolvedStepRoute } from './stay-on-page.ts';

/**
 * The browser's own step tables (spec 000 §4's routing table, the engine states' pages: about 3 KB gzip), for a step
 * the standing sent with the application does not describe yet (decision 233).
 */
export const stepResolverModule = lazyModule(() => import('./resolve-step-route.ts'));

const noSubscription = () => () => {};

/** The resolver once loaded, else undefined; fetched when `needed`. A failed fetch reaches the error page. */
function useStepResolver(needed: boolean) {
  const resolver = useSyncExternalStore(
    needed ? stepResolverModule.subscribe : noSubscription,
    stepResolverModule.current,
  );
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!needed || stepResolverModule.current()) return;
    let live = true;
    stepResolverModule.preload().catch((error: unknown) => {
      if (live) setFailure({ error });
    });
    return () => {
      live = false;
    };
  }, [needed]);
  if (failure && !resolver) throw failure.error;
  return resolver;
}

/**
 * The route for the server step, or undefined while the step is unknown or what routing it needs is on its way.
 * Callers show their loader meanwhile. The standing sent with the application routes the step it was computed for
 * (decision 172); a step the poll reports past it (the application's refetch is under way), or one polling gave up
 * on, is routed by the step tables, with the step engine for its fallback (decision 097), both loaded then.
 */
export function useStepRoute(
  step: ServerStep | undefined,
  application: Application | undefined,
  currentPage: string,
): ResolvedStepRoute | undefined {
  const standing = application?.standing;
  const fromStanding = step !== undefined && standing != null && standing.step === step;
  const resolver = useStepResolver(step !== undefined && application !== undefined && !fromStanding);
  const needed =
    !fromStanding &&
    resolver !== undefined &&
    step !== undefined &&
    application !== undefined &&
    resolver.stepNeedsEngine(step, application);
  const engine = useStepEngine(needed);
  if (step === undefined || application === undefined) return undefined;
  if (fromStanding && standing) return routeFromStanding(standing, application, currentPage);
  if (!resolver || (needed && !engine)) return undefined;
  return resolver.resolveStepRoute(step, application, currentPage, engine);
}
