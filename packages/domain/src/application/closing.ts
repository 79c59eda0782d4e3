import * as z from 'zod/mini';

/** Bodies and answers of the closing chain (spec 000 §3 disclosure lists and checklist; decision 115). */

export const CLOSING_ACCEPT_REQUIRED = 'Please confirm that you have reviewed your closing disclosure';
export const CANCEL_CONFIRM_REQUIRED = 'Please confirm that you want to cancel your line of credit';
/** A co-signer reaching the applicant's own closing actions (they sign in the signer area, /heloc-signer). */
export const APPLICANT_ONLY = 'Only the applicant can do this. Co-signers sign in their own area.';

/** POST …/{uuid}/closing/accept: the borrower has read the closing disclosure (page review-app/signdocs). */
export const closingAcceptBodySchema = z.strictObject({
  accepted: z.literal(true, { error: CLOSING_ACCEPT_REQUIRED }),
});
export type ClosingAcceptBody = z.infer<typeof closingAcceptBodySchema>;

/** POST …/{uuid}/rescission/cancel: the borrower uses the right to cancel while the rescission period runs. */
export const rescissionCancelBodySchema = z.strictObject({
  confirm: z.literal(true, { error: CANCEL_CONFIRM_REQUIRED }),
});
export type RescissionCancelBody = z.infer<typeof rescissionCancelBodySchema>;

/** Business days (not Sundays, not federal holidays) the borrower may cancel after signing the deed (Reg Z). */
export const RESCISSION_BUSINESS_DAYS = 3;

const isoTime = z.nullable(z.string());

/**
 * The closing's milestones the application home lists with their dates (decision 210), in the order a closing
 * reaches them: the notary is a remote session or an in-person appointment, the right to cancel ends or is used.
 */
export const CLOSING_MILESTONES = [
  'DOCUMENTS_SIGNED',
  'NOTARY_SESSION',
  'NOTARY_APPOINTMENT',
  'DEED_SIGNED',
  'CANCELLED',
  'RESCISSION_ENDED',
  'RECORDED',
  'FUNDED',
] as const;
export type ClosingMilestone = (typeof CLOSING_MILESTONES)[number];

export const CLOSING_MILESTONE_LABELS: Readonly<Record<ClosingMilestone, string>> = {
  DOCUMENTS_SIGNED: 'Documents signed',
  NOTARY_SESSION: 'Online notary session',
  NOTARY_APPOINTMENT: 'In-person notary appointment',
  DEED_SIGNED: 'Deed signed and notarized',
  CANCELLED: 'Line of credit cancelled',
  RESCISSION_ENDED: 'Right to cancel ended',
  RECORDED: 'Mortgage recorded with the county',
  FUNDED: 'Line of credit funded',
};

/** GET …/{uuid}/closing: what the closing pages show besides the status flags of the application. */
export const closingViewSchema = z.object({
  envelope: z.nullable(
    z.object({
      envelopeId: z.string(),
      status: z.enum(['SENT', 'COMPLETED', 'DECLINED']),
      documents: z.array(z.object({ type: z.string(), title: z.string() })),
      signedAt: isoTime,
    }),
  ),
  notary: z.nullable(
    z.object({
      kind: z.enum(['REMOTE', 'MANUAL']),
      sessionId: z.nullable(z.string()),
      notaryName: z.nullable(z.string()),
      startsAt: isoTime,
      endsAt: isoTime,
      deedSignedAt: isoTime,
    }),
  ),
  rescission: z.nullable(z.object({ endsAt: z.string(), cancelledAt: isoTime })),
  /** The mortgage recorded with the county after the right to cancel (checklist RECORDING). */
  recording: z.nullable(z.object({ recordedAt: z.string(), instrumentNumber: z.string() })),
  funding: z.nullable(z.object({ fundedAt: z.string(), reference: z.string() })),
  /** Each milestone reached, oldest first, with its date (a booked notary session with its own time). */
  milestones: z.array(z.object({ name: z.enum(CLOSING_MILESTONES), at: z.string() })),
  /**
   * The application's own "now" when the answer was made: the sandbox clock's time outside production (decision
   * 209), the real time in production. Pages count down from it, not from the browser's clock.
   */
  now: z.string(),
});
export type ClosingView = z.infer<typeof closingViewSchema>;
