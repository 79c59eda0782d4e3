import * as z from 'zod/mini';
import {
  acceptedAnswerSchema,
  emailVerificationSchema,
  emailVerificationStatusSchema,
} from '../../identity/email-links.ts';
import { endpoint } from '../endpoint.ts';

// Email verification (issue 16, decision 169), in a file of its own: the dashboard's notice calls these, and must not
// bring the password rules of the reset's schemas with it.

export const verifyEmail = endpoint({
  method: 'POST',
  path: '/identity/api/v1/email-verification',
  service: 'identity',
  summary: 'Confirm an email address with its verification link',
  caller: 'anyone',
  body: emailVerificationSchema,
  response: acceptedAnswerSchema,
  errors: [400, 429],
});

export const emailVerificationStatus = endpoint({
  method: 'GET',
  path: '/identity/secure/api/v1/email-verification',
  service: 'identity',
  summary: 'Whether the signed-in identity has confirmed its email',
  caller: 'signed-in',
  response: emailVerificationStatusSchema,
});

export const resendEmailVerification = endpoint({
  method: 'POST',
  path: '/identity/secure/api/v1/email-verification/resend',
  service: 'identity',
  summary: 'Send the verification link again',
  caller: 'signed-in',
  // An empty JSON object: the web client sends every POST as JSON.
  body: z.strictObject({}),
  response: acceptedAnswerSchema,
  status: 202,
  errors: [400, 429],
});
