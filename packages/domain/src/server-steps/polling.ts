import {
  STEP_POLL_BASE_DELAY_MS,
  STEP_POLL_MAX_DELAY_MS,
  STEP_POLL_SETTLED_ATTEMPTS,
  STEP_POLL_WAITING_ATTEMPTS,
} from '../constants/polling.ts';
import type { ServerStep } from './server-step.ts';
import { isTerminalStep, isWaitingStep } from './step-classification.ts';

// Spec 000 §9 and §8, with the numbers in constants/polling: base delay 1000 ms (500 * 2), doubled per attempt,
// capped at 5000 ms; 7 attempts for the settled-state check, 14 for waiting states, then the step reads as UNKNOWN
// (except note generation).

/** Delay before poll number `attempt` (0-based): 1000, 2000, 4000, 5000, 5000 ... */
export function pollDelay(attempt: number): number {
  const safe = Math.max(0, Math.floor(attempt));
  return Math.min(STEP_POLL_BASE_DELAY_MS * 2 ** Math.min(safe, 16), STEP_POLL_MAX_DELAY_MS);
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
  if (attempt < STEP_POLL_WAITING_ATTEMPTS) return { action: 'poll', delayMs: pollDelay(attempt) };
  return { action: 'stop', step: step === 'NOTE_GENERATION' ? step : 'UNKNOWN' };
}

/**
 * The settled-state check (after the borrower submits something, poll until the server has moved on): `settled`
 * says whether it has. Gives up as UNKNOWN after 7 attempts.
 */
export function nextSettledCheckDecision(step: ServerStep, settled: boolean, attempt: number): PollDecision {
  if (settled) return { action: 'stop', step };
  if (attempt < STEP_POLL_SETTLED_ATTEMPTS) return { action: 'poll', delayMs: pollDelay(attempt) };
  return { action: 'stop', step: 'UNKNOWN' };
}
