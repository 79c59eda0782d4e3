import type { ProviderSubject } from '../subject.ts';
import type { IdentityQuestion } from './identity-questions.ts';

/** A remote online notary (RON) platform that also arranges in-person notaries (the manual variant). */

export interface NotarySlot {
  start: Date;
  end: Date;
}

export type BookingResult =
  | { outcome: 'BOOKED'; sessionId: string; notaryName: string; start: Date; end: Date }
  | { outcome: 'UNAVAILABLE' };

export type SessionStatus = 'SCHEDULED' | 'COMPLETED';

export interface Notary {
  /** Remote sessions on offer after `from`, earliest first; empty when no remote notary serves the borrower. */
  availableSlots(request: { subject: ProviderSubject; from: Date }): Promise<NotarySlot[]>;
  /** Books the remote slot that starts at `start`, if it is still on offer at `at`. */
  bookSession(request: { subject: ProviderSubject; start: Date; at: Date }): Promise<BookingResult>;
  /** Asks for an in-person notary at the borrower's chosen time. */
  requestManualNotary(request: { subject: ProviderSubject; requestedTime: Date }): Promise<BookingResult>;
  /** Whether the deed has been signed and notarised in the session, as of `at`. */
  sessionStatus(request: { sessionId: string; end: Date; at: Date }): Promise<SessionStatus>;
  /** Releases a booked remote session (the borrower cancelled or moved it). */
  cancelSession(request: { sessionId: string }): Promise<void>;
  /** Credential analysis of the signer's photo ID, as remote notarization requires before the session. */
  checkCredential(request: { subject: ProviderSubject }): Promise<{ verified: boolean }>;
  /** Five knowledge-based questions with their answers; `attemptSeed` makes each try's order its own. */
  identityQuestions(request: { subject: ProviderSubject; attemptSeed: string }): Promise<IdentityQuestion[]>;
}
