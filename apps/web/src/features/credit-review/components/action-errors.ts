import type { ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { ApiError } from '../../../lib/api-error.ts';

/** The server's messages for a failed action (decision 004), mapped onto this page's field, or a generic one. */
export function actionErrors(error: unknown, field?: string): ErrorSummaryItem[] {
  if (!error) return [];
  if (error instanceof ApiError && error.items.length > 0)
    return error.items.map((item) => ({ message: item.message, field: item.field ? field : undefined }));
  return [{ message: 'Something unexpected happened' }];
}
