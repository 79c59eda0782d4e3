import { ceoFeedbackAnswerSchema } from '../../shell-contracts/ceo-feedback.ts';
import { ceoFeedbackRequestSchema } from '../../validation/ceo-feedback.ts';
import { endpoint } from '../endpoint.ts';

export const CEO_FEEDBACK_PATH = '/service-profile/api/v1/feedback/ceo';

/**
 * Spec 001 §7 "Share your thoughts with our CEO" (decision 068). A session is optional (the modal also shows before
 * login); when an Authorization header is sent it must be valid (401/403), and the message is kept with the identity.
 */
export const ceoFeedback = endpoint({
  method: 'POST',
  path: CEO_FEEDBACK_PATH,
  service: 'service-profile',
  summary: '"Share your thoughts with our CEO": stores the message',
  caller: 'anyone',
  body: ceoFeedbackRequestSchema,
  response: ceoFeedbackAnswerSchema,
  status: 201,
  errors: [400, 401, 403],
});
