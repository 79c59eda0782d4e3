import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { NotificationEvent, NotificationEventType } from '../../notifications/notification-events.ts';

/** Which signers an event concerns besides the primary borrower: co-borrowers sign the note, everyone the deed. */
export type SignerScope = 'NONE' | 'BORROWER' | 'ALL';

export interface StepEvent {
  event: NotificationEvent;
  signers: SignerScope;
}

/** The notifications reaching `step` sends (decision 119). */
export function eventsForStep(step: ServerStep, applicationId: string): StepEvent[] {
  switch (step) {
    case 'OFFER_SELECTION':
      return [{ event: { type: 'OFFER_READY', applicationId }, signers: 'NONE' }];
    case 'WAITING_FOR_INCOME':
      return [{ event: { type: 'DOCUMENT_NEEDED', applicationId }, signers: 'NONE' }];
    case 'NOTE_SIGNING':
      return [{ event: { type: 'SIGNING_READY', applicationId }, signers: 'BORROWER' }];
    case 'DEED_SIGNING':
      return [{ event: { type: 'NOTARY_BOOKED', applicationId }, signers: 'ALL' }];
    case 'MANUAL_DEED_SIGNING':
      return [{ event: { type: 'NOTARY_BOOKED', applicationId, manual: true }, signers: 'ALL' }];
    // The closing's milestones (decision 210); the deed concerns every owner.
    case 'NOTARY_DISCLOSURE':
      return [{ event: { type: 'DOCUMENTS_SIGNED', applicationId }, signers: 'NONE' }];
    case 'RESCISSION':
      return [{ event: { type: 'DEED_SIGNED', applicationId }, signers: 'NONE' }];
    case 'RECORDING':
      return [{ event: { type: 'RECORDING', applicationId }, signers: 'NONE' }];
    case 'FUNDABLE':
      return [{ event: { type: 'FUNDABLE', applicationId }, signers: 'NONE' }];
    case 'COMPLETE':
      return [{ event: { type: 'FUNDED', applicationId }, signers: 'BORROWER' }];
    default:
      return [];
  }
}

/** Steps whose notification asks for something the borrower does in that step (the offer, the paystub, signing). */
const ACTION_OF_STEP: Partial<Record<ServerStep, NotificationEventType>> = {
  OFFER_SELECTION: 'OFFER_READY',
  REVISED_OFFER_SELECTION: 'OFFER_READY',
  WAITING_FOR_INCOME: 'DOCUMENT_NEEDED',
  INCOME_VERIFICATION: 'DOCUMENT_NEEDED',
  NOTE_SIGNING: 'SIGNING_READY',
  NOTARY_DISCLOSURE: 'DOCUMENTS_SIGNED',
  DEED_SIGNING: 'NOTARY_BOOKED',
  MANUAL_DEED_SIGNING: 'NOTARY_BOOKED',
};

/**
 * The notifications whose action a move from `from` to `to` completes (issue 16): leaving the step that asked for it
 * (the offer accepted, the income verified, the documents signed, the deed signed). A move between two steps that
 * ask for the same thing completes nothing.
 */
export function eventsDoneByMove(
  from: ServerStep,
  to: ServerStep,
  applicationId: string,
): NotificationEvent[] {
  const asked = ACTION_OF_STEP[from];
  if (!asked || ACTION_OF_STEP[to] === asked) return [];
  // The events as eventsForStep raised them (the paystub request has no condition).
  return [{ type: asked, applicationId } as NotificationEvent];
}
