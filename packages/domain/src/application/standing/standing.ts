import * as z from 'zod/mini';
import { serverStepSchema } from '../../server-steps/server-step.ts';

/**
 * Where an application stands (issue 16, decision 172): computed once on the server from its facts and sent with the
 * application, so the dashboard, the application home, the progress sidebar, each page's status and the
 * notifications say the same thing. Readers show it; none works it out again.
 */

/** Who the application is waiting on (issue 6: "the borrower, the lender or a third party"). */
export const WAITING_ON = ['borrower', 'lender', 'third-party', 'nobody'] as const;
export type WaitingOn = (typeof WAITING_ON)[number];

export const PROGRESS_STEP_STATUSES = ['complete', 'current', 'upcoming'] as const;

export const standingProgressStepSchema = z.object({
  label: z.string(),
  status: z.enum(PROGRESS_STEP_STATUSES),
});

/**
 * The application's bank accounts as every page names them (decision 239): where the funds are paid, and how the
 * monthly payments are made. A crypto-backed line has no payout account, so no page speaks of one; its pages name the
 * autopay account. Part of the standing (decision 172), so bank/confirm, the hold, the home and the complete page
 * agree.
 */
export const standingAccountsSchema = z.object({
  /** Crypto-backed (spec 001 §1): nothing is paid into a bank account. */
  cryptoBacked: z.boolean(),
  /** The payout account's last four; null when crypto-backed or not given yet. */
  payoutMask: z.nullable(z.string()),
  /** How the monthly payments are made (spec 001 §3 payment modes), once chosen. */
  payments: z.nullable(z.enum(['AUTOPAY', 'MANUAL'])),
  /** The last four of the account autopay takes the payments from, once given and not refused by the bank. */
  autopayMask: z.nullable(z.string()),
});

export type StandingAccounts = z.infer<typeof standingAccountsSchema>;

export const standingSchema = z.object({
  /** The server step it was computed from. */
  step: z.catch(serverStepSchema, 'UNKNOWN'),
  /** The page the step routes to, relative to /{uuid}/ ('' is the application home), and its search params. */
  page: z.string(),
  search: z.optional(z.record(z.string(), z.string())),
  /** Whether that page exists in this build; when not, the home stands in for it. */
  pageBuilt: z.boolean(),
  /** Where the application stands, in the borrower's words. */
  headline: z.string(),
  waitingOn: z.enum(WAITING_ON),
  /** The third party by name, or how the borrower acts (a call with the lender). */
  who: z.optional(z.string()),
  /** Whether the borrower can do their part online now: a built page that is a form, not a call or a wait. */
  canActOnline: z.boolean(),
  /** How long this usually takes (our estimates, decisions 086 and 108). */
  expected: z.string(),
  /** Spec 001 §2's progress sidebar, each step done, current or not started. */
  progress: z.object({
    /** The current step's position in `steps`; `steps.length` once every step is done. */
    index: z.number(),
    steps: z.array(standingProgressStepSchema),
  }),
  /** The labels of the progress steps the borrower has finished, in order. */
  done: z.array(z.string()),
  /** The bank accounts in the words every page uses: a crypto-backed line names no payout account (decision 239). */
  accounts: z.optional(standingAccountsSchema),
});
export type Standing = z.infer<typeof standingSchema>;
export type StandingProgressStep = z.infer<typeof standingProgressStepSchema>;

/**
 * "Waiting on …" in words, with the lender's name for lender steps. The borrower's steps are the applicant's own:
 * to an additional signer reading the same application they are "The applicant", not "You".
 */
export function waitingOnText(
  standing: Pick<Standing, 'waitingOn' | 'who' | 'canActOnline'>,
  lenderName: string,
  viewerIsSigner = false,
): string {
  if (standing.waitingOn === 'borrower') {
    const whom = viewerIsSigner ? 'The applicant' : 'You';
    if (!standing.canActOnline) return `${whom}: a call with ${lenderName}`;
    return standing.who ? `${whom}: ${standing.who}` : whom;
  }
  if (standing.waitingOn === 'lender') return lenderName;
  if (standing.waitingOn === 'third-party') return capitalise(standing.who ?? 'a third party');
  return 'Nobody';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
