import type { ServerStep } from '../../server-steps/server-step.ts';
import type { WaitingOn } from './standing.ts';

/** What a step means to the borrower: the standing's words before the page and the progress are known. */
export interface StepStatus {
  /** Where the application stands, in the borrower's words. */
  readonly now: string;
  readonly waitingOn: WaitingOn;
  /** Who the third party is, or how the borrower acts (a call with the lender), when it says more than "You". */
  readonly who?: string;
  /** How long this step usually takes (decisions 086 and 108: our estimates, not the spec's). */
  readonly expected: string;
  /** False when the borrower's part is a call, not a page (the review pages of decision 108). */
  readonly online?: boolean;
}

const you = (now: string, expected: string): StepStatus => ({ now, waitingOn: 'borrower', expected });
const lender = (now: string, expected: string): StepStatus => ({ now, waitingOn: 'lender', expected });
const third = (who: string, now: string, expected: string): StepStatus => ({
  now,
  waitingOn: 'third-party',
  who,
  expected,
});
const done = (now: string): StepStatus => ({ now, waitingOn: 'nobody', expected: 'Nothing more is needed' });
const call = (now: string, expected: string): StepStatus => ({
  now,
  waitingOn: 'borrower',
  who: 'a call with the lender',
  expected,
  online: false,
});

const MINUTES = 'Usually a few minutes';
const SOON = 'Usually under a minute';

// A Record over every step, so a new server step cannot ship without a status the borrower can read.
const STATUS: Readonly<Record<ServerStep, StepStatus>> = {
  APP_SUBMISSION: you(
    'Your application is ready for you to finish and submit.',
    'About 10 minutes of your time',
  ),
  IDENTITY_VERIFICATION: you(
    'We need a photo of your ID to verify your identity.',
    'About 5 minutes of your time',
  ),
  INCOME_VERIFICATION: you('We need to verify your income.', 'About 10 minutes of your time'),
  // The borrower's part is a form (income/employer-verification); the agent's call to the employer comes later,
  // before funding, and does not hold the application (decision 113).
  EMPLOYMENT_VERIFICATION: you(
    "We need your employer's details to verify your employment.",
    'About 3 minutes of your time',
  ),
  OFFER_SELECTION: you('Your offers are ready for you to choose from.', 'About 5 minutes of your time'),
  REVISED_OFFER_SELECTION: you(
    'Verification changed your offer; please choose again.',
    'About 5 minutes of your time',
  ),
  FINAL_OFFER: you('Your final offer is ready for you to accept.', 'About 5 minutes of your time'),
  HARD_CREDIT_PULL: third('the credit bureau', 'We are getting your credit report.', MINUTES),
  NOTE_SIGNING: you('Your loan documents are ready for you to sign.', 'About 15 minutes of your time'),
  DEED_SIGNING: you('Your deed is ready to sign with a remote notary.', 'About 30 minutes of your time'),
  NOTARY_WAITING_PERIOD: lender(
    'The required waiting period before your notary session is running.',
    'Usually 1 to 3 days',
  ),
  RESCISSION: lender('Your 3-day right to cancel is running.', '3 business days'),
  RECORDING: third('your county recorder', 'Your deed is being recorded.', 'Usually up to 5 business days'),
  FUNDABLE: lender('Your line is ready to be funded.', 'Usually 1 business day'),
  FUNDING_DECISION: lender('We are preparing to fund your line.', 'Usually 1 business day'),
  COMPLETE: done('Your line is funded.'),
  CANCELLED: done('This application was cancelled.'),
  DECLINED: done('We could not approve this application.'),
  IN_PROGRESS: lender('We are working on your application.', MINUTES),
  UNKNOWN: lender(
    'We could not get the latest status of your application.',
    'Please try again in a few minutes',
  ),
  CREDIT_NO_MATCH: you(
    'We could not find your credit file; we need your Social Security number.',
    'About 2 minutes of your time',
  ),
  CREDIT_NO_MATCH_SSN_HELD: lender(
    'We could not find a credit file for you, even with your Social Security number.',
    'We will contact you within 2 business days',
  ),
  CREDIT_LOCKED: you(
    'Your credit file is locked. Unlock it with the credit bureau, then come back.',
    'As soon as you have unlocked it',
  ),
  CREDIT_FROZEN: you(
    'Your credit file is frozen. Lift the freeze with the credit bureau, then come back.',
    'As soon as you have lifted it',
  ),
  CREDIT_INCORRECT_PIN: you(
    'The PIN for your credit freeze was not accepted.',
    'About 2 minutes of your time',
  ),
  CREDIT_ERROR: third(
    'the credit bureau',
    'The credit bureau could not answer.',
    'Please try again in a few minutes',
  ),
  FACTA: lender(
    'An alert on your credit file means a person must review your application.',
    'We will contact you within 2 business days',
  ),
  NO_PROPERTY: you('We could not match your property to a public record.', 'About 2 minutes of your time'),
  MULTIPLE_PROPERTY: you(
    'Several public records match your property; please tell us which is yours.',
    'About 2 minutes of your time',
  ),
  COLLECT_ADDITIONAL_INFO: you(
    'We need a few more details about you and your home.',
    'About 5 minutes of your time',
  ),
  HMDA: you('We need your answers to the government monitoring questions.', 'About 2 minutes of your time'),
  DELINQUENCY_REVIEW: lender(
    'We are reviewing a late payment on your mortgage.',
    'Usually 1 to 2 business days',
  ),
  SUMMARY_DISCLOSURE: you(
    'Your application summary is ready for you to review and sign.',
    'About 5 minutes of your time',
  ),
  ASSETS_PREQUAL: you('We need details of your assets to qualify you.', 'About 10 minutes of your time'),
  REQUALIFY: you(
    'Your full credit report changed your offer; see your new offers or withdraw.',
    'About 5 minutes of your time',
  ),
  LIEN_VERIFICATION: you(
    'Please confirm the loans secured on your property.',
    'About 5 minutes of your time',
  ),
  DISBURSEMENT_ACCOUNT: you(
    'We need the bank account your funds should go to.',
    'About 5 minutes of your time',
  ),
  // A crypto-backed line's only bank step (decision 239): autopay from an account, or paying by hand.
  AUTOPAY_ACCOUNT: you(
    'We need to know how you will make your monthly payments.',
    'About 5 minutes of your time',
  ),
  NO_AVM: you(
    'We could not value your home automatically; please estimate its value.',
    'About 2 minutes of your time',
  ),
  NO_BPO_ESTIMATE: you(
    'The valuation gave no estimate; please estimate your home’s value.',
    'About 2 minutes of your time',
  ),
  PAYOFF_PENDING: third(
    'the holder of the debt',
    'A debt secured on your property must be paid off first; we are waiting for its payoff statement.',
    'Usually 3 to 5 business days',
  ),
  BPO_CONDITION: you(
    'Tell us the condition of your home so we can order a valuation.',
    'About 2 minutes of your time',
  ),
  BPO_ORDER: you('A valuation of your home needs to be ordered.', 'About 2 minutes of your time'),
  BPO_PROCESSING: third(
    'a local real-estate broker',
    'A broker is valuing your home.',
    'Usually 3 to 5 business days',
  ),
  TITLE_PROCESSING: third(
    'the title company',
    'The title search on your home is running.',
    'Usually 2 to 3 business days',
  ),
  ONSITE_APPRAISAL: third(
    'a licensed appraiser',
    'An appraiser needs to visit your home to value it.',
    'Usually 5 to 10 business days',
  ),
  CLOSING_DISCLOSURE_GENERATED: you(
    'Your closing disclosure is ready for you to sign.',
    'About 10 minutes of your time',
  ),
  CO_DEED: third(
    'the other owners of your home',
    'The other owners of your home must sign too.',
    'Usually 1 to 3 days',
  ),
  NOTARY_DISCLOSURE: you('Your notary documents are ready.', 'About 5 minutes of your time'),
  ATTORNEY_REVIEW: third(
    'an attorney',
    'An attorney is reviewing your documents.',
    'Usually 1 to 2 business days',
  ),
  MANUAL_DEED_SIGNING: you(
    'Please arrange your in-person notary appointment.',
    'About 5 minutes of your time',
  ),
  DEED_SIGNING_ACCEPTED: lender('Your signed deed was accepted.', 'Usually 1 business day'),
  SUMMARY_DISCLOSURE_GENERATION: lender('We are preparing your application summary.', SOON),
  NOTE_GENERATION: lender('We are preparing your loan documents.', SOON),
  CLOSING_DISCLOSURE_GENERATION: lender('We are preparing your closing disclosure.', SOON),
  NOTARY_DISCLOSURE_GENERATION: lender('We are preparing your notary documents.', SOON),
  RESCISSION_GENERATION: lender('We are preparing your right-to-cancel notice.', SOON),
  WAITING_FOR_UNDERWRITING: lender('We are reviewing your application.', MINUTES),
  WAITING_FOR_CREDIT: third('the credit bureau', 'We are getting your credit report.', MINUTES),
  // Reached only by the last paystub a partial income check asked for (decision 113): the lender reviews them.
  WAITING_FOR_INCOME: lender('We are reviewing the paystubs you sent.', MINUTES),
  WAITING_FOR_IDENTITY: third('our identity provider', 'We are checking your ID.', MINUTES),
  WAITING_FOR_BANK_VERIFICATION: third(
    'your bank',
    'We are verifying your bank account.',
    'Usually 1 business day',
  ),
  WAITING_FOR_BPO: third(
    'a local real-estate broker',
    'We are waiting for the valuation of your home.',
    'Usually 3 to 5 business days',
  ),
  WAITING_FOR_TITLE: third(
    'the title company',
    'We are waiting for the title report.',
    'Usually 2 to 3 business days',
  ),
  WAITING_FOR_FLOOD_CERT: third(
    'the flood certification provider',
    'We are waiting for your flood certificate.',
    'Usually 1 to 2 business days',
  ),
  WAITING_FOR_CO_DEED: third(
    'the other owners of your home',
    'We are waiting for the other owners to sign.',
    'Usually 1 to 3 days',
  ),
  WAITING_FOR_NOTARY: third(
    'the notary service',
    'We are setting up your notary session.',
    'Usually 1 business day',
  ),
  WAITING_FOR_FUNDING: lender('We are funding your line.', 'Usually 1 to 3 business days'),
};

/**
 * Pages that say more than their step (decision 108): the flood-certificate wait is CLOSING_DISCLOSURE_GENERATED
 * routed to error/flood-cert, an underwriter's review is a wait routed to review-app/uw, and the review pages of a
 * credit or property stop ask for a call rather than a form.
 */
const PAGE_STATUS: Readonly<Record<string, StepStatus>> = {
  'error/flood-cert': third(
    'the flood certificate provider',
    'We are waiting for the flood zone certificate of your home.',
    'Usually 1 to 2 business days',
  ),
  'review-app/uw': lender('An underwriter is reviewing your application.', 'Usually 1 to 2 business days'),
  'review-app/delinquency': lender(
    'An underwriter is reviewing a late payment on your mortgage.',
    'Usually 1 to 2 business days',
  ),
  'review-app/no-credit': call(
    'We could not find a credit file for you, even with your Social Security number.',
    'About 10 minutes of your time',
  ),
  'review-app/datatree': call(
    'We could not match your property to a public record.',
    'About 15 minutes of your time',
  ),
  'review-app/incorrect-ownership': call(
    'Public records show someone else as the owner of your property.',
    'About 15 minutes of your time',
  ),
  'credit/error': {
    now: 'Your credit file is frozen or locked. Lift it with the credit bureau, then try again.',
    waitingOn: 'borrower',
    who: 'lift it at the credit bureau',
    expected: 'Usually a few minutes once you contact the bureau',
  },
};

/** NO_PROPERTY on review-app/property asks for a call; MULTIPLE_PROPERTY there is a choice made online. */
const NO_PROPERTY_CALL = call(
  'We could not find a property you own at this address.',
  'About 15 minutes of your time',
);

/** The status of a step on the page it routes to ('' for the home). */
/** LIEN_VERIFICATION in its attestation role (decision 235): a question before the closing documents. */
export const LIEN_ATTESTATION_STATUS: StepStatus = you(
  'Please tell us whether a recent credit inquiry led to new credit.',
  'About 2 minutes of your time',
);

export function stepStatus(step: ServerStep, page?: string): StepStatus {
  if (page !== undefined && PAGE_STATUS[page]) return PAGE_STATUS[page];
  if (step === 'NO_PROPERTY' && page === 'review-app/property') return NO_PROPERTY_CALL;
  return STATUS[step];
}
