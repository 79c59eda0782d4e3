import type { Application } from '@lintel/domain/application/application';
import type { ProgressState } from '@lintel/domain/shell-rules/application-progress';
import { progressStateFor, progressStateOfPage } from '../../features/application/progress/progress-state.ts';
import { useStepEngine } from '../../features/application-routing/engine/step-engine.ts';

/**
 * The sidebar step of the application layout: from the routed page when it tells the stage, else from the step
 * engine, which is fetched only then (decision 097). Undefined while the application, step or engine is on its way.
 */
export function useProgressState(
  application: Application | undefined,
  routedPage: string | undefined,
): ProgressState | undefined {
  const fromPage = application ? progressStateOfPage(application, routedPage) : undefined;
  const needsEngine = application !== undefined && routedPage !== undefined && fromPage === undefined;
  const engine = useStepEngine(needsEngine);
  if (fromPage || !application || !needsEngine || !engine) return fromPage;
  return progressStateFor(engine.engineStateFor(application).state, application, routedPage);
}
