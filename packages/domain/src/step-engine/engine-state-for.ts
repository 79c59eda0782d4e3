import type { Application } from '../application/application.ts';
import { INITIAL_ENGINE_STATE, pageForEngineState, type EngineState } from './engine-states.ts';
import type { EngineEventType } from './engine-transitions.ts';
import { nextEngineState } from './engine-machine.ts';
import { ENGINE_TRIGGERS, triggerApplies } from './engine-triggers.ts';

/** More than the longest path through the table (about 25 steps); a safety bound, never the normal exit. */
export const MAX_REPLAY_STEPS = 60;

export interface EngineStep {
  readonly event: EngineEventType;
  readonly to: EngineState;
}

/**
 * The first trigger that fires from `state` for this application, skipping targets in `visited` so a replay can
 * never cycle. Null when the engine is stable.
 */
export function firingTrigger(
  state: EngineState,
  application: Application,
  visited: ReadonlySet<EngineState> = new Set([state]),
): EngineStep | null {
  for (const trigger of ENGINE_TRIGGERS) {
    if (!triggerApplies(trigger, state) || !trigger.when(application)) continue;
    const to = nextEngineState(state, trigger.event);
    if (to !== state && !visited.has(to)) return { event: trigger.event, to };
  }
  return null;
}

/** Replays the triggers from `profile` until none fires; the state where the borrower belongs and its page. */
export function engineStateFor(application: Application): { state: EngineState; page: string } {
  let state: EngineState = INITIAL_ENGINE_STATE;
  const visited = new Set<EngineState>([state]);
  for (let step = 0; step < MAX_REPLAY_STEPS; step += 1) {
    const next = firingTrigger(state, application, visited);
    if (!next) break;
    state = next.to;
    visited.add(state);
  }
  return { state, page: pageForEngineState(state) };
}
