import type { WaitingOn } from './standing/standing.ts';
import type { AccountVerificationStatus } from './disbursement-account.ts';

/**
 * What each outcome of the bank account check means to the borrower, and what they do next (spec 001 §3 statuses;
 * decisions 114 and 186). The check answers while the borrower waits, so its outcome is shown on bank/confirm before
 * the step moves on; the words live here, beside the standing's, so no page makes up its own.
 */
export interface AccountVerificationOutcome {
  readonly heading: string;
  /** Who the account now waits on and for how long (decision 172's terms). */
  readonly waitingOn: WaitingOn;
  readonly who?: string;
  readonly expected: string;
  /** Whether the borrower goes on to the next step (identity) or gives another account. */
  readonly next: 'identity' | 'another-account';
}

export const ACCOUNT_VERIFICATION_OUTCOMES: Readonly<
  Record<AccountVerificationStatus, AccountVerificationOutcome>
> = {
  VERIFIED: {
    heading: 'Your bank account is verified',
    waitingOn: 'nobody',
    expected: 'Nothing more is needed',
    next: 'identity',
  },
  PENDING_REVIEW: {
    heading: 'We are reviewing your bank account',
    waitingOn: 'lender',
    who: 'a review of your account',
    expected: 'Usually 1 to 2 business days',
    next: 'identity',
  },
  FAILED_VERIFICATION: {
    heading: 'We could not verify your bank account',
    waitingOn: 'borrower',
    expected: 'About 5 minutes of your time',
    next: 'another-account',
  },
};
