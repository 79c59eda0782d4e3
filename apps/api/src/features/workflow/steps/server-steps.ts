import { SERVER_STEPS, type ServerStep } from '@lintel/domain/server-steps/server-step';

/** Steps after which nothing moves (decision 056). */
export const FINAL_STEPS = ['COMPLETE', 'CANCELLED', 'DECLINED'] as const satisfies readonly ServerStep[];

const known: ReadonlySet<string> = new Set(SERVER_STEPS);

/** A database value is a step of the shared list (the column's CHECK constraint says the same). */
export function isServerStep(value: string): value is ServerStep {
  return known.has(value);
}

export type { ServerStep };
