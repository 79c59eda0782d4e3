import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { NotificationEvent } from '../../notifications/notification-events.ts';

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
    case 'COMPLETE':
      return [{ event: { type: 'FUNDED', applicationId }, signers: 'BORROWER' }];
    default:
      return [];
  }
}
