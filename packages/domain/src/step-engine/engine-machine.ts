import { setup, transition } from 'xstate';
import { ENGINE_STATES, INITIAL_ENGINE_STATE, type EngineState } from './engine-states.ts';
import { ENGINE_TRANSITIONS, type EngineEventType } from './engine-transitions.ts';

export interface EngineEvent {
  readonly type: EngineEventType;
}

// Each state lists exactly the events the table lets it leave by, 'any' rows copied into every state, so the
// machine can never take a transition the spec does not allow (the guide's "no store where any state follows any").
function stateConfig(state: EngineState) {
  const on: Record<string, { target: string }> = {};
  for (const row of ENGINE_TRANSITIONS) {
    if (row.from === 'any' || row.from.includes(state)) on[row.event] = { target: row.to };
  }
  return { on };
}

export const engineMachine = setup({ types: { events: {} as EngineEvent } }).createMachine({
  id: 'stepEngine',
  initial: INITIAL_ENGINE_STATE,
  states: Object.fromEntries(ENGINE_STATES.map((state) => [state, stateConfig(state)])),
});

/** The state after `event`, or `state` itself when the table does not accept the event there. */
export function nextEngineState(state: EngineState, event: EngineEventType): EngineState {
  const snapshot = engineMachine.resolveState({ value: state });
  const [next] = transition(engineMachine, snapshot, { type: event });
  return next.value as EngineState;
}

export function acceptsEvent(state: EngineState, event: EngineEventType): boolean {
  return engineMachine.resolveState({ value: state }).can({ type: event });
}
