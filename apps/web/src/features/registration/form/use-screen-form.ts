import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { fieldErrorItems, messageFor } from './error-items.ts';

/**
 * The form pattern of decision 048 for one registration screen: the domain's zod schema, validated on submit only,
 * the error summary (not the first field) taking focus.
 */
export function useScreenForm<TIn extends FieldValues, TOut extends FieldValues>(
  /** A schema, or one built from the values being checked (when a rule depends on another answer on the page). */
  schema: z.core.$ZodType<TOut, TIn> | ((values: TIn) => z.core.$ZodType<TOut, TIn>),
  defaultValues: DefaultValues<TIn>,
  fieldOrder: readonly string[],
) {
  const form = useForm<TIn, unknown, TOut>({
    resolver: ((values, context, options) => {
      const current = typeof schema === 'function' ? schema(values) : schema;
      return (zodResolver(current as never) as unknown as Resolver<TIn, unknown, TOut>)(
        values,
        context,
        options,
      );
    }) as Resolver<TIn, unknown, TOut>,
    // Every issue of a field, not only the first: the password shows each broken rule (spec 001 §5).
    criteriaMode: 'all',
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues,
  });
  const items = fieldErrorItems(form.formState.errors, fieldOrder);
  return {
    form,
    items,
    errorFor: (field: string) => messageFor(items, field),
    focusKey: form.formState.submitCount,
  };
}
