import type { MaritalStatus, PropertyOwnership } from '@lintel/domain/application/collect-additional-info';

/** The answers of start/profile, carried to start/contact, which sends both pages' answers in one call. */
export interface ProfileDraft {
  addressOwnership: PropertyOwnership;
  maritalStatus: MaritalStatus;
  ssn?: string;
  hardCreditConsent: true;
}

// In memory only, per application: the draft can hold an SSN, which must never reach web storage. A reload loses
// it and start/contact sends the borrower back to start/profile (decision 109).
const drafts = new Map<string, ProfileDraft>();

export const profileDraft = {
  get: (uuid: string): ProfileDraft | undefined => drafts.get(uuid),
  save: (uuid: string, draft: ProfileDraft): void => void drafts.set(uuid, draft),
  clear: (uuid: string): void => void drafts.delete(uuid),
};
