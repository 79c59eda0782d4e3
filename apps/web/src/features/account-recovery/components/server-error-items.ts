import type { ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { ApiError } from '../../../lib/api-error.ts';

/** The server's refusal as error-summary items, each on its field when the form has it. */
export function serverErrorItems(error: unknown, fields: readonly string[]): ErrorSummaryItem[] {
  if (!error) return [];
  if (error instanceof ApiError && error.items.length > 0) {
    return error.items.map((item) => ({
      message: item.message,
      field: fields.find((f) => f === item.field),
    }));
  }
  return [{ message: error instanceof Error ? error.message : 'Something unexpected happened' }];
}

/** The link's token was refused: expired, used or unknown (one answer for all three). */
export function linkRefused(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 400 && error.items.some((item) => item.field === 'token')
  );
}
