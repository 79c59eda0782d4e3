import * as z from 'zod/mini';
import { CHATBOT_FEEDBACK_MAX_LENGTH } from '../constants/field-limits.ts';

export const CHATBOT_REASON_REQUIRED = 'Please select a reason';
export const CHATBOT_INFO_TOO_LONG = 'Please restrict your response to 140 characters.';

/** The thumbs-down dialog's reasons (spec 001 §5); `other` is the free-text choice. */
export const CHATBOT_FEEDBACK_REASONS = [
  'Answer too vague',
  'Not specific to my application',
  'Not what I was asking about',
  'other',
] as const;
export type ChatbotFeedbackReason = (typeof CHATBOT_FEEDBACK_REASONS)[number];

export const chatbotFeedbackSchema = z.strictObject({
  reason: z.enum(CHATBOT_FEEDBACK_REASONS, { error: CHATBOT_REASON_REQUIRED }),
  additionalInformation: z.optional(
    z.string().check(z.maxLength(CHATBOT_FEEDBACK_MAX_LENGTH, CHATBOT_INFO_TOO_LONG)),
  ),
});
export type ChatbotFeedback = z.infer<typeof chatbotFeedbackSchema>;
