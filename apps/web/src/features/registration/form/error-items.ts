import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { joinErrorMessages } from '@lintel/domain/api/api-error';
import { ApiError } from '../../../lib/api-error.ts';

/** The value at a dotted path ('propertyAddress.state'): react-hook-form's `get`, without loading react-hook-form. */
export function valueAt(values: object, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * Every message of a field (criteriaMode 'all' keeps them in `types`, grouped by issue code), joined as spec 001 §5
 * says: the password's broken rules then 'Password is not strong enough', not just the first of them.
 */
function messageAt(errors: FieldErrors, path: string): string | undefined {
  const error = valueAt(errors, path) as { message?: unknown; types?: Record<string, unknown> } | undefined;
  const first = typeof error?.message === 'string' ? error.message : '';
  const all = Object.values(error?.types ?? {}).flatMap((value) =>
    (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string'),
  );
  const messages = [...new Set(all.length > 0 ? all : [first])].filter(Boolean);
  return messages.length > 1 ? joinErrorMessages(messages) : messages[0];
}

/** Field errors (nested paths such as `propertyAddress.street1`) in the order the fields appear on the page. */
export function fieldErrorItems<T extends FieldValues>(
  errors: FieldErrors<T>,
  fieldOrder: readonly string[],
): ErrorSummaryItem[] {
  return fieldOrder.flatMap((field) => {
    const message = messageAt(errors as FieldErrors, field);
    return message ? [{ field, message }] : [];
  });
}

/** A failed call as summary items: the server's items beneath their fields where we show that field. */
export function apiErrorItems(error: unknown, fieldOrder: readonly string[]): ErrorSummaryItem[] {
  if (!error) return [];
  if (error instanceof ApiError && error.items.length > 0) {
    return error.items.map((item) => ({
      message: item.message,
      field: item.field && fieldOrder.includes(item.field) ? item.field : undefined,
    }));
  }
  return [{ message: error instanceof Error ? error.message : 'Something unexpected happened' }];
}

export function messageFor(items: readonly ErrorSummaryItem[], field: string): string | undefined {
  return items.find((item) => item.field === field)?.message;
}
