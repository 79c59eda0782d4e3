import * as z from 'zod/mini';
import { atLeast, atMost, notBlank, textField } from './text-rules.ts';
import { CEO_MESSAGE_MAX_LENGTH, CEO_MESSAGE_MIN_LENGTH } from '../constants/field-limits.ts';

export const CEO_FEEDBACK_REQUIRED = 'Required';
export const CEO_MESSAGE_TOO_SHORT = 'Must be at least 10 characters';
export const CEO_MESSAGE_TOO_LONG = 'Must be at most 1000 characters';

export const CEO_FEEDBACK_TOPICS = ['IMPROVE', 'COMPLIMENT'] as const;
export const MARKETING_CONSENT_ANSWERS = ['YES', 'NO'] as const;

/** The "Share your thoughts with our CEO" modal (spec 001 §2/§5). */
export const ceoFeedbackFormSchema = z.strictObject({
  topic: z.enum(CEO_FEEDBACK_TOPICS, { error: CEO_FEEDBACK_REQUIRED }),
  message: textField(CEO_FEEDBACK_REQUIRED, [
    [notBlank, CEO_FEEDBACK_REQUIRED],
    [atLeast(CEO_MESSAGE_MIN_LENGTH), CEO_MESSAGE_TOO_SHORT],
    [atMost(CEO_MESSAGE_MAX_LENGTH), CEO_MESSAGE_TOO_LONG],
  ]),
  marketingConsent: z.enum(MARKETING_CONSENT_ANSWERS, { error: CEO_FEEDBACK_REQUIRED }),
});
export type CeoFeedbackForm = z.infer<typeof ceoFeedbackFormSchema>;

/**
 * Body of POST /service-profile/api/v1/feedback/ceo (spec 001 §3 Feedback): the form plus where it was sent from.
 * applicationUuid is null outside an application (the dashboard, registration).
 */
export const ceoFeedbackRequestSchema = z.extend(ceoFeedbackFormSchema, {
  applicationUuid: z.nullable(z.uuid()),
  pathname: z.string().check(z.maxLength(512)),
  productType: z.string().check(z.maxLength(64)),
});
export type CeoFeedbackRequest = z.infer<typeof ceoFeedbackRequestSchema>;
