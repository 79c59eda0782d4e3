import { isFinalStep, type ServerStep } from './server-steps.ts';
import { TRANSITIONS } from './step-registry.ts';

/**
 * Every move the workflow may make between server steps (decision 056), derived from the step modules' `moves`
 * (decision 162): anything no module declares is refused, so a bug or a replayed request cannot jump an application
 * past a check. The cancel module declares cancelling from any open step.
 */
export { isFinalStep };

/** Whether the workflow may move an application from `from` to `to`. */
export function canTransition(from: ServerStep, to: ServerStep): boolean {
  if (isFinalStep(from)) return false;
  return TRANSITIONS.get(from)?.includes(to) ?? false;
}

/** The steps reachable in one move (for tests and tooling; CANCELLED included for open steps). */
export function nextSteps(from: ServerStep): readonly ServerStep[] {
  if (isFinalStep(from)) return [];
  return TRANSITIONS.get(from) ?? [];
}
