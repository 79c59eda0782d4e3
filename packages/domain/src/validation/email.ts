import * as z from 'zod/mini';
import { atMost, notBlank, textField } from './text-rules.ts';
import { EMAIL_MAX_LENGTH } from '../constants/field-limits.ts';

export const EMAIL_REQUIRED = 'Please enter your email';
export const EMAIL_INVALID = 'Please enter a valid email address';
export const EMAIL_TOO_LONG = `Cannot be more than ${EMAIL_MAX_LENGTH} characters`;

/**
 * Spec 001 §5 Email. The 128 cap is the spec's for the chat form; we keep it everywhere (it is the stored column's
 * size), which is also what refuses hostile input early.
 */
export const emailSchema = z.pipe(
  textField(EMAIL_REQUIRED, [
    [notBlank, EMAIL_REQUIRED],
    [atMost(EMAIL_MAX_LENGTH), EMAIL_TOO_LONG],
  ]),
  z.email(EMAIL_INVALID),
);
