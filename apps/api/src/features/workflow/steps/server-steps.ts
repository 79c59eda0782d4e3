import { SERVER_STEPS, type ServerStep } from '@lintel/domain/server-steps/server-step';

/** Steps after which nothing moves (decision 056). */
export const FINAL_STEPS = ['COMPLETE', 'CANCELLED', 'DECLINED'] as const satisfies readonly ServerStep[];

const known: ReadonlySet<string> = new Set(SERVER_STEPS);
const finals: ReadonlySet<ServerStep> = new Set(FINAL_STEPS);

/** A database value is a step of the shared list (the column's CHECK constraint says the same). */
export function isServerStep(value: string): value is ServerStep {
  return known.has(value);
}

export function isFinalStep(step: ServerStep): boolean {
  return finals.has(step);
}

/** Every step an application can still leave: any of them may be cancelled. */
export const OPEN_STEPS: readonly ServerStep[] = SERVER_STEPS.filter((step) => !isFinalStep(step));

export type { ServerStep };
