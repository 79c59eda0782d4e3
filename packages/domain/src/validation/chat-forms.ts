import * as z from 'zod/mini';
import { atMost, notBlank, textField } from './text-rules.ts';
import { NAME_MAX_LENGTH } from '../constants/field-limits.ts';
import { emailSchema } from './email.ts';

export const FRIENDLY_NAME_REQUIRED = 'Required';
export const FRIENDLY_NAME_TOO_LONG = `Cannot be more than ${NAME_MAX_LENGTH} characters`;
export const CHAT_MESSAGE_EMPTY = 'Please enter a message or attach a file';
/** A chat message longer than this is not a message; the cap is ours (spec: not shown). */
export const CHAT_MESSAGE_MAX_LENGTH = 4_000;

/** Spec 001 §5 "Chat pre-form": Name and Email address before a chat starts. */
export const chatPreFormSchema = z.strictObject({
  friendlyName: textField(FRIENDLY_NAME_REQUIRED, [
    [notBlank, FRIENDLY_NAME_REQUIRED],
    [atMost(NAME_MAX_LENGTH), FRIENDLY_NAME_TOO_LONG],
  ]),
  emailAddress: emailSchema,
});
export type ChatPreForm = z.infer<typeof chatPreFormSchema>;

/** A message must be non-blank or carry a file. */
export const chatMessageSchema = z
  .strictObject({
    text: z.optional(z.string().check(z.maxLength(CHAT_MESSAGE_MAX_LENGTH))),
    hasFile: z.optional(z.boolean()),
  })
  .check(
    z.refine((value) => (value.text ?? '').trim() !== '' || value.hasFile === true, {
      error: CHAT_MESSAGE_EMPTY,
      path: ['text'],
    }),
  );
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;
