import type { ServerStep } from '@lintel/domain/server-steps/server-step';

/**
 * Where an application stands, told to an additional signer (decision 131). The borrower's own status lines speak to
 * the borrower ("choose your offer"); a signer needs to know whose turn it is and whether theirs has come.
 */
export type SignerStage =
  'borrower' | 'closing' | 'your-turn' | 'after-signing' | 'funded' | 'closed' | 'unknown';

export const SIGNER_STAGE_TEXT: Readonly<Record<SignerStage, string>> = {
  borrower: 'The primary borrower is still completing the application. Nothing is needed from you yet.',
  closing: 'The closing documents are being prepared and signed by the primary borrower.',
  'your-turn': 'The application is waiting for the additional signers: your part has come.',
  'after-signing': 'Signing is done; the waiting period, recording and funding follow.',
  funded: 'The line is funded. Nothing more is needed from you.',
  closed: 'This application is closed. Nothing is needed from you.',
  unknown: 'We cannot say right now where this application stands.',
};

const CLOSING: ReadonlySet<ServerStep> = new Set<ServerStep>([
  'NOTE_GENERATION',
  'NOTE_SIGNING',
  'CLOSING_DISCLOSURE_GENERATION',
  'CLOSING_DISCLOSURE_GENERATED',
  'FINAL_OFFER',
]);
const YOUR_TURN: ReadonlySet<ServerStep> = new Set<ServerStep>(['CO_DEED', 'WAITING_FOR_CO_DEED']);
const AFTER_SIGNING: ReadonlySet<ServerStep> = new Set<ServerStep>([
  'NOTARY_DISCLOSURE_GENERATION',
  'NOTARY_DISCLOSURE',
  'WAITING_FOR_NOTARY',
  'NOTARY_WAITING_PERIOD',
  'ATTORNEY_REVIEW',
  'DEED_SIGNING',
  'MANUAL_DEED_SIGNING',
  'DEED_SIGNING_ACCEPTED',
  'RESCISSION_GENERATION',
  'RESCISSION',
  'RECORDING',
  'FUNDABLE',
  'FUNDING_DECISION',
  'WAITING_FOR_FUNDING',
]);

export function signerStage(step: ServerStep): SignerStage {
  if (step === 'COMPLETE') return 'funded';
  if (step === 'CANCELLED' || step === 'DECLINED') return 'closed';
  if (step === 'UNKNOWN') return 'unknown';
  if (YOUR_TURN.has(step)) return 'your-turn';
  if (CLOSING.has(step)) return 'closing';
  if (AFTER_SIGNING.has(step)) return 'after-signing';
  return 'borrower';
}

/** Spec 001 §2: "Co-borrower progress has two steps: Identity verification and Talk to eNotary." */
export const SIGNER_PROGRESS_STEPS = ['Identity verification', 'Talk to eNotary'] as const;
