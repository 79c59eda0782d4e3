import type { AccountType, DisbursementAccountResult } from '@lintel/domain/application/disbursement-account';

/** bank/disburse's answers and bank/autopay's choice, carried to bank/confirm, which sends them in one call. */
export interface BankDraft {
  routingNumber: string;
  /** The bank's name from the directory, or null when it could not be named (the borrower went on anyway). */
  bankName: string | null;
  accountNumber: string;
  accountNumberConfirmation: string;
  accountType: AccountType;
  autopay?: boolean;
}

// In memory only, per application: the draft holds the full account number, which must never reach web storage. A
// reload loses it and the later pages send the borrower back to bank/disburse (decision 186).
const drafts = new Map<string, BankDraft>();

export const bankDraft = {
  get: (uuid: string): BankDraft | undefined => drafts.get(uuid),
  save: (uuid: string, draft: BankDraft): void => void drafts.set(uuid, draft),
  clear: (uuid: string): void => void drafts.delete(uuid),
};

/** The last four digits, the only part of the number shown once it has been typed. */
export const lastFour = (accountNumber: string): string => accountNumber.slice(-4);

/** What bank/confirm shows once the account is sent: the check's answer and the choices, the number's last four only. */
export interface SentAccount {
  result: DisbursementAccountResult;
  bankName: string | null;
  autopay: boolean;
}

// Kept apart from the page's state: moving on refreshes the step, and the guard's loader may remount bank/confirm
// before it leaves; the outcome must still be there, and the full number already gone.
const sent = new Map<string, SentAccount>();

export const sentAccount = {
  get: (uuid: string): SentAccount | undefined => sent.get(uuid),
  save: (uuid: string, account: SentAccount): void => void sent.set(uuid, account),
  clear: (uuid: string): void => void sent.delete(uuid),
};

/**
 * A crypto-backed line's answer on bank/autopay (decision 239): autopay from the account typed there (a draft like
 * bank/disburse's, in memory only for the same reason), or paying each month by hand with no account.
 */
export type AutopayChoice = { autopay: true; account: BankDraft } | { autopay: false };

const choices = new Map<string, AutopayChoice>();

export const autopayChoice = {
  get: (uuid: string): AutopayChoice | undefined => choices.get(uuid),
  save: (uuid: string, choice: AutopayChoice): void => void choices.set(uuid, choice),
  clear: (uuid: string): void => void choices.delete(uuid),
};
