import * as z from 'zod/mini';

/**
 * Password reset and email verification (issue 16, decision 169). A link's token is 32 random bytes in base64url
 * (43 characters); anything else is refused before the database is asked.
 */
export const emailLinkTokenSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid.'));

export const emailVerificationSchema = z.strictObject({ token: emailLinkTokenSchema });

export const acceptedAnswerSchema = z.object({ message: z.string() });

/** Expired, used or unknown: one message, since which of them it was helps only an attacker. */
export const LINK_NOT_VALID = 'This link has expired or has already been used.';

export const emailVerificationStatusSchema = z.object({ email: z.string(), verified: z.boolean() });
export type EmailVerificationStatus = z.infer<typeof emailVerificationStatusSchema>;

/** The dev mailbox (outside production only, decision 168). */
export const devMailboxSummarySchema = z.object({
  id: z.uuid(),
  /** An email, or a text message sent beside one (decision 230): a text has no subject of its own nor HTML. */
  channel: z.enum(['email', 'sms']),
  orgCode: z.string(),
  to: z.string(),
  subject: z.string(),
  templateKey: z.string(),
  deliveredAt: z.string(),
});
export const devMailboxListSchema = z.object({ messages: z.array(devMailboxSummarySchema) });
export const devMailboxMessageSchema = z.object({
  ...devMailboxSummarySchema.shape,
  from: z.string(),
  text: z.string(),
  html: z.string(),
});
export type DevMailboxSummary = z.infer<typeof devMailboxSummarySchema>;
export type DevMailboxMessage = z.infer<typeof devMailboxMessageSchema>;
