import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import * as z from 'zod/mini';
import type { ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { fieldErrorItems, messageFor, valueAt } from './error-items.ts';
import type { FormPath, FormValues } from './use-screen-form.ts';

/** What a text input needs to be part of the form: spread onto <TextInput> as `register(path)` is. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A copy of `values` with `path` (dotted) set to `value`; the objects along the path are copied, not changed. */
function withValueAt(values: FieldValues, path: string, value: unknown): FieldValues {
  const [head = '', ...rest] = path.split('.');
  const inner: unknown = values[head];
  return {
    ...values,
    [head]:
      rest.length === 0
        ? value
        : withValueAt(
            inner && typeof inner === 'object' ? (inner as FieldValues) : {},
            rest.join('.'),
            value,
          ),
  };
}

/**
 * zod's issues grouped by field, in the shape `fieldErrorItems` reads (react-hook-form's with `criteriaMode: 'all'`):
 * the first message of a field and every message of it, so a field with several broken rules shows them joined.
 */
function issuesByField(issues: readonly z.core.$ZodIssue[]): FieldValues {
  let errors: FieldValues = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const current = valueAt(errors, path) as { message: string; types: Record<string, string[]> } | undefined;
    const types = current?.types ?? {};
    errors = withValueAt(errors, path, {
      message: current?.message ?? issue.message,
      types: { ...types, [issue.code]: [...(types[issue.code] ?? []), issue.message] },
    });
  }
  return errors;
}

/**
 * useScreenForm's pattern (decision 048: the domain's zod schema on submit only, the error summary taking focus, every
 * message of a field) without react-hook-form, for the screens a first visit opens on (register-v2's property and
 * home address: decision 175's plan, 14 KB gzip less on the first screen). The values live in React state; an input
 * is controlled through `register(path)`.
 */
export function useLightScreenForm<S extends z.core.$ZodType<FieldValues, FieldValues>>(
  /** A schema, or one built from the values being checked (when a rule depends on another answer on the page). */
  schema: S | ((values: FormValues<S>) => S),
  defaultValues: NoInfer<DefaultValues<FormValues<S>>>,
  /** The fields in page order: the error summary lists them so. */
  fieldOrder: NoInfer<readonly FormPath<S>[]>,
) {
  const [values, setValues] = useState<FieldValues>(defaultValues as FieldValues);
  const [errors, setErrors] = useState<FieldValues>({});
  const [submitCount, setSubmitCount] = useState(0);
  // The latest values for handlers of the same render (a suggestion chosen sets five fields one after the other).
  const latest = useRef(values);
  latest.current = values;
  // A field on the page holds text: an empty one is '' to the schema, as an untouched input is to react-hook-form.
  const shown = useRef(new Set<string>());

  const setValue = (path: FormPath<S>, value: unknown) => {
    latest.current = withValueAt(latest.current, path, value);
    setValues(latest.current);
  };
  const getValues = (path: string): unknown => valueAt(latest.current, path);
  const register = (path: FormPath<S>): FieldBinding => {
    shown.current.add(path);
    const value = valueAt(values, path);
    return {
      name: path,
      value: typeof value === 'string' ? value : '',
      onChange: (event) => setValue(path, event.target.value),
    };
  };
  const handleSubmit =
    (onValid: (output: z.output<S>) => void) =>
    (event: FormEvent<HTMLFormElement>): void => {
      event.preventDefault();
      let checked = latest.current;
      for (const path of shown.current)
        if (valueAt(checked, path) === undefined) checked = withValueAt(checked, path, '');
      const current = typeof schema === 'function' ? schema(checked as FormValues<S>) : schema;
      const result = z.safeParse(current, checked);
      setSubmitCount((count) => count + 1);
      setErrors(result.success ? {} : issuesByField(result.error.issues));
      if (result.success) onValid(result.data as z.output<S>);
    };

  const items: ErrorSummaryItem[] = fieldErrorItems(errors, fieldOrder);
  return {
    form: { register, getValues, setValue, watch: getValues, handleSubmit },
    items,
    errorFor: (field: FormPath<S>) => messageFor(items, field),
    focusKey: submitCount,
  };
}
