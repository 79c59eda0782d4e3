import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { OPEN_STEPS } from './server-steps.ts';
import { defineStepModule, type Moves } from './step-module.ts';

/**
 * Cancelling is allowed from any open step (decision 056): the borrower's withdrawal at REQUALIFY, the right to
 * cancel at RESCISSION, an agent's cancellation anywhere else. Declared once here rather than on every row.
 */
const cancelFromAnyOpenStep: Moves = Object.fromEntries(
  OPEN_STEPS.map((step): [ServerStep, ServerStep[]] => [step, ['CANCELLED']]),
);

export const cancelStep = defineStepModule({ name: 'cancel', moves: cancelFromAnyOpenStep });
