import type { ServerStep } from './server-step.ts';

/** Spec 000 §4: WAITING_FOR_* plus the generation and in-progress steps are polled with back-off. */
const WAITING_STEPS: ReadonlySet<ServerStep> = new Set<ServerStep>([
  'IN_PROGRESS',
  'HARD_CREDIT_PULL',
  'SUMMARY_DISCLOSURE_GENERATION',
  'NOTE_GENERATION',
  'CLOSING_DISCLOSURE_GENERATION',
  'NOTARY_DISCLOSURE_GENERATION',
  'RESCISSION_GENERATION',
  'BPO_PROCESSING',
  'TITLE_PROCESSING',
]);

/** Spec 000 §4: polling stops for cancelled, declined, credit errors or no match, locked or frozen, property, assets prequal. */
const TERMINAL_STEPS: ReadonlySet<ServerStep> = new Set<ServerStep>([
  'CANCELLED',
  'DECLINED',
  'CREDIT_ERROR',
  'FACTA',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN_HELD',
  'CREDIT_LOCKED',
  'CREDIT_FROZEN',
  'MULTIPLE_PROPERTY',
  'NO_PROPERTY',
  'ASSETS_PREQUAL',
]);

export function isWaitingStep(step: ServerStep): boolean {
  return step.startsWith('WAITING_FOR') || WAITING_STEPS.has(step);
}

export function isTerminalStep(step: ServerStep): boolean {
  return TERMINAL_STEPS.has(step);
}
