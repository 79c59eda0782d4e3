import type { ServerStep } from '@lintel/domain/server-steps/server-step';

export interface ActionToast {
  message: string;
  variant: 'success';
}

/**
 * Steps that only the borrower's own action moves on (decision 132): when the server step leaves one of them for a
 * real next step, that action succeeded, whichever page or feature sent it. Texts are ours (spec 001 §2 shows none).
 */
const RESULTS: readonly { from: readonly ServerStep[]; message: string }[] = [
  { from: ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION'], message: 'Offer selected.' },
  { from: ['FINAL_OFFER'], message: 'Final offer accepted.' },
  { from: ['CREDIT_FROZEN', 'CREDIT_INCORRECT_PIN'], message: 'PIN accepted.' },
  { from: ['CREDIT_NO_MATCH'], message: 'SSN received.' },
  { from: ['LIEN_VERIFICATION'], message: 'Liens confirmed.' },
];

/** Where a step change says nothing about the action: the server could not answer, or refused it. */
const NOT_A_RESULT: ReadonlySet<ServerStep> = new Set<ServerStep>([
  'UNKNOWN',
  'CREDIT_INCORRECT_PIN',
  'CREDIT_FROZEN',
  'CREDIT_ERROR',
  'CANCELLED',
]);

export function actionToast(from: ServerStep | undefined, to: ServerStep): ActionToast | null {
  if (!from || from === to || NOT_A_RESULT.has(to)) return null;
  const rule = RESULTS.find((r) => r.from.includes(from));
  return rule ? { message: rule.message, variant: 'success' } : null;
}
