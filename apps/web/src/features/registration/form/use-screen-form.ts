import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { fieldErrorItems, messageFor } from './error-items.ts';

/** A consent the schema needs ticked (`true`) is still a checkbox on the page, which can hold `false`. */
type Unticked<T> = T extends true
  ? boolean
  : T extends Date | readonly unknown[]
    ? T
    : T extends object
      ? { [K in keyof T]: Unticked<T[K]> }
      : T;

/**
 * What a registration form holds while it is filled in: its domain schema's input (`z.input`), so every field path
 * (`register('income.income')`, `watch`, `Controller name`) is checked against the schema and renaming a field there
 * fails the typecheck here.
 */
export type FormValues<S extends z.core.$ZodType> =
  Unticked<z.input<S>> extends infer V extends FieldValues ? V : never;

/** A field of the form of schema `S`, such as 'income.income' or 'propertyAddress.state'. */
export type FormPath<S extends z.core.$ZodType> = Path<FormValues<S>>;

/**
 * The form pattern of decision 048 for one registration screen: the domain's zod schema, validated on submit only,
 * the error summary (not the first field) taking focus.
 */
export function useScreenForm<S extends z.core.$ZodType<FieldValues, FieldValues>>(
  /** A schema, or one built from the values being checked (when a rule depends on another answer on the page). */
  schema: S | ((values: FormValues<S>) => S),
  defaultValues: NoInfer<DefaultValues<FormValues<S>>>,
  /** The fields in page order: the error summary lists them so. */
  fieldOrder: NoInfer<readonly FormPath<S>[]>,
) {
  const form = useForm<FormValues<S>, unknown, z.output<S>>({
    resolver: (values, context, options) => {
      const current = typeof schema === 'function' ? schema(values) : schema;
      // The schema judges what the form holds, which is wider than its input (an unticked box is `false`): the one
      // place the two types meet.
      const resolve = zodResolver(current) as unknown as Resolver<FormValues<S>, unknown, z.output<S>>;
      return resolve(values, context, options);
    },
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
    errorFor: (field: FormPath<S>) => messageFor(items, field),
    focusKey: form.formState.submitCount,
  };
}
