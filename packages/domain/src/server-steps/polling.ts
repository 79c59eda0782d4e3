import type { ServerStep } from './server-step.ts';
import { isTerminalStep, isWaitingStep } from './step-classification.ts';

// Spec 000 §9 and §8: base delay 1000 ms (500 * 2), doubled per attempt, capped at 5000 ms; 7 attempts for the
// settled-state check, 14 for waiting states, then the step reads as UNKNOWN (except note generation).
export const POLL_BASE_DELAY_MS = 500 * 2;
export const POLL_MAX_DELAY_MS = 5000;
export const SETTLED_CHECK_MAX_ATTEMPTS = 7;
export const WAITING_MAX_ATTEMPTS = 14;

/** Delay before poll number `attempt` (0-based): 1000, 2000, 4000, 5000, 5000 ... */
export function pollDelay(attempt: number): number {
  const safe = Math.max(0, Math.floor(attempt));
  return Math.min(POLL_BASE_DELAY_MS * 2 ** Math.min(safe, 16), POLL_MAX_DELAY_MS);
}

export type PollDecision =
  | { readonly action: 'poll'; readonly delayMs: number }
  | { readonly action: 'stop'; readonly step: ServerStep };

/**
 * What the query layer does after reading `step` for the `attempt`-th time (0-based polls already made): poll again
 * after a delay, or stop with the step to route on. Given up waits become UNKNOWN (-> error/timeout), except
 * NOTE_GENERATION, which keeps the borrower on the signing-documents page.
 */
export function nextPollDecision(step: ServerStep, attempt: number): PollDecision {
  if (isTerminalStep(step) || !isWaitingStep(step)) return { action: 'stop', step };
  if (attempt < WAITING_MAX_ATTEMPTS) return { action: 'poll', delayMs: pollDelay(attempt) };
  return { action: 'stop', step: step === 'NOTE_GENERATION' ? step : 'UNKNOWN' };
}

/**
 * The settled-state check (after the borrower submits something, poll until the server has moved on): `settled`
 * says whether it has. Gives up as UNKNOWN after 7 attempts.
 */
export function nextSettledCheckDecision(step: ServerStep, settled: boolean, attempt: number): PollDecision {
  if (settled) return { action: 'stop', step };
  if (attempt < SETTLED_CHECK_MAX_ATTEMPTS) return { action: 'poll', delayMs: pollDelay(attempt) };
  return { action: 'stop', step: 'UNKNOWN' };
}
