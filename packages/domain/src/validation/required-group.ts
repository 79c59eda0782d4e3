import type * as z from 'zod/mini';

export const GROUP_REQUIRED = 'Required';

/**
 * Error option for a nested group of fields (an address, a name): a missing or non-object group says 'Required';
 * other problems (unknown fields) keep zod's own wording.
 */
export function requiredGroupError(issue: z.core.$ZodRawIssue): string | undefined {
  return issue.code === 'invalid_type' ? GROUP_REQUIRED : undefined;
}
