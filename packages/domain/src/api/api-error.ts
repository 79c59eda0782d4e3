import * as z from 'zod/mini';

/** The one error format of every API answer that is not a success: `{ errors: [...] }`. */
export const apiErrorItemSchema = z.object({
  message: z.string(),
  /** Dotted path of the field the message belongs to, when it belongs to one. */
  field: z.optional(z.string()),
  code: z.optional(z.string()),
});
export type ApiErrorItem = z.infer<typeof apiErrorItemSchema>;

export const apiErrorSchema = z.object({ errors: z.array(apiErrorItemSchema).check(z.minLength(1)) });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Turns zod issues into the API's error items (field paths dotted, messages as the schema wrote them). */
export function zodIssuesToErrors(issues: readonly z.core.$ZodIssue[]): ApiErrorItem[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return field ? { message: issue.message, field } : { message: issue.message };
  });
}

/** Spec 001 §5: "Several error messages are joined with commas and end with a period." */
export function joinErrorMessages(messages: readonly string[]): string {
  const trimmed = messages.map((m) => m.trim().replace(/\.+$/, '')).filter(Boolean);
  if (trimmed.length === 0) return '';
  return `${trimmed.join(', ')}.`;
}
