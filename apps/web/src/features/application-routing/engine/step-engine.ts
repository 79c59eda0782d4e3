import { useEffect, useState } from 'react';
import type * as EngineModule from '@lintel/domain/step-engine/engine-state-for';

/**
 * The step engine (xstate with the spec's transitions and triggers) is about 14 KB of gzip JavaScript that most
 * pages never run: the server step routes most borrowers through the routing table alone. It is fetched only when a
 * step falls back to the engine's state, or the sidebar cannot tell the stage from the page (decision 097).
 */
export type StepEngine = typeof EngineModule;

let loaded: StepEngine | undefined;
let loading: Promise<StepEngine> | undefined;

export function loadStepEngine(): Promise<StepEngine> {
  loading ??= import('@lintel/domain/step-engine/engine-state-for').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed fetch (a deploy replaced the chunk, a dropped connection) may succeed when asked again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The engine once it is in memory, else undefined; fetched when `needed`. A failed fetch reaches the error page. */
export function useStepEngine(needed: boolean): StepEngine | undefined {
  const [, setReady] = useState(loaded);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    loadStepEngine().then(
      (module) => live && setReady(module),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [needed]);
  if (failure) throw failure.error;
  return loaded;
}
