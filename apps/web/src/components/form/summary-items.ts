import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { ErrorSummaryItem } from './error-summary.tsx';

/** Field errors in the order the fields appear on the page (react-hook-form keeps no order of its own). */
export function summaryItems<T extends FieldValues>(
  errors: FieldErrors<T>,
  fieldOrder: ReadonlyArray<keyof T & string>,
): ErrorSummaryItem[] {
  return fieldOrder.flatMap((field) => {
    const message = errors[field]?.message;
    return typeof message === 'string' && message ? [{ field, message }] : [];
  });
}
