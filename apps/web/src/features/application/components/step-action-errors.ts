import type { ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { ApiError } from '../../../lib/api-error.ts';

/** The server's messages for a failed borrower action (decision 004), or the spec's generic one. */
export function stepActionErrors(error: unknown): ErrorSummaryItem[] {
  if (!error) return [];
  if (error instanceof ApiError && error.items.length > 0)
    return error.items.map((item) => ({ message: item.message, field: item.field }));
  return [{ message: 'Something unexpected happened' }];
}
