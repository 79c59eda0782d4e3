import type { ServerStep } from '@lintel/domain/server-steps/server-step';

export interface ActionToast {
  message: string;
  variant: 'success';
}

/**
 * Steps that only the borrower's own action moves on (decision 132): when the server step leaves one of them for a
 * real next step, that action succeeded, whichever page or feature sent it. Texts are ours (spec 001 §2 shows none),
 * in the borrower's words (issue 16): what happened, without our terms for it (no "liens", no "SSN").
 */
const MESSAGES = {
  offer: "Thanks — we've saved the offer you chose.",
  finalOffer: "Thanks — you've accepted your final offer.",
  pin: 'Thanks — with your PIN we can now check your credit.',
  ssn: "Thanks — we've received your Social Security number.",
  liens: "Thanks — we've noted the loans on your home.",
} as const;

const RESULTS: readonly { from: readonly ServerStep[]; message: string }[] = [
  { from: ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION'], message: MESSAGES.offer },
  { from: ['FINAL_OFFER'], message: MESSAGES.finalOffer },
  { from: ['CREDIT_FROZEN', 'CREDIT_INCORRECT_PIN'], message: MESSAGES.pin },
  { from: ['CREDIT_NO_MATCH'], message: MESSAGES.ssn },
  { from: ['LIEN_VERIFICATION'], message: MESSAGES.liens },
];

/** Where a step change says nothing about the action: the server could not answer, or refused it. */
const NOT_A_RESULT: ReadonlySet<ServerStep> = new Set<ServerStep>([
  'UNKNOWN',
  'CREDIT_INCORRECT_PIN',
  'CREDIT_FROZEN',
  'CREDIT_ERROR',
  'CANCELLED',
]);

/**
 * The closing's milestones (issue 18, decision 210): reaching these steps is news whether the borrower's action or a
 * job (the notary session's end, the right to cancel lapsing, funding) got there; each also has its notification.
 */
const MILESTONES: Partial<Record<ServerStep, string>> = {
  NOTARY_DISCLOSURE: "You've signed your documents. Next, book your notary session.",
  DEED_SIGNING: 'Your notary session is booked.',
  MANUAL_DEED_SIGNING: 'Your in-person notary appointment is requested.',
  RESCISSION: 'Your deed is signed and notarized. Your right to cancel has started.',
  RECORDING: 'Your mortgage is being recorded.',
  FUNDABLE: 'Your right to cancel has ended. Your line can now be funded.',
  COMPLETE: 'Your line of credit is funded.',
};

export function actionToast(from: ServerStep | undefined, to: ServerStep): ActionToast | null {
  if (!from || from === to || NOT_A_RESULT.has(to)) return null;
  const milestone =
    to === 'NOTARY_DISCLOSURE' && from === 'DEED_SIGNING'
      ? 'Your notary session is cancelled. Choose a new time when you are ready.'
      : to === 'NOTARY_DISCLOSURE' && from === 'MANUAL_DEED_SIGNING'
        ? 'Your notary appointment is cancelled. Choose a notary again when you are ready.'
        : MILESTONES[to];
  if (milestone) return { message: milestone, variant: 'success' };
  const rule = RESULTS.find((r) => r.from.includes(from));
  return rule ? { message: rule.message, variant: 'success' } : null;
}
