import { defineStepModule } from './step-module.ts';

/**
 * An unexpected provider failure parks the file at UNKNOWN; an agent or a retry puts it back into a waiting step.
 * IN_PROGRESS (the server working, nothing for the borrower yet) goes back the same way.
 */
export const recoveryStep = defineStepModule({
  name: 'recovery',
  moves: {
    UNKNOWN: ['WAITING_FOR_CREDIT', 'WAITING_FOR_UNDERWRITING', 'HARD_CREDIT_PULL', 'IN_PROGRESS'],
    IN_PROGRESS: ['WAITING_FOR_CREDIT', 'WAITING_FOR_UNDERWRITING'],
  },
});
