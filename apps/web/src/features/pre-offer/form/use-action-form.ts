import { useState } from 'react';
import type { FormEvent } from 'react';
import * as z from 'zod/mini';
import type { EndpointBody } from '@lintel/domain/api/endpoint';
import type { ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useStepAction, type StepActionEndpoint } from '../../../lib/step-action.ts';

interface ActionFormOptions<E extends StepActionEndpoint> {
  uuid: string;
  /** The action's endpoint of the contract: the form checks its body schema, exactly what the server accepts. */
  endpoint: E;
  /** The fields the page shows, in page order (server messages for them go beneath them). */
  fields: readonly string[];
}

/**
 * The form pattern (decision 048) for one pre-offer question: validate on submit with the shared schema, an error
 * summary that takes focus on every failed attempt, then the action; server messages land in the same summary.
 */
export function useActionForm<E extends StepActionEndpoint>({
  uuid,
  endpoint,
  fields,
}: ActionFormOptions<E>) {
  const mutation = useStepAction(endpoint, uuid);
  const [fieldErrors, setFieldErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);

  function submit(event: FormEvent<HTMLFormElement> | undefined, values: unknown) {
    event?.preventDefault();
    setAttempts((n) => n + 1);
    // A form's action has a body: its schema is the one the server validates with.
    const parsed = z.safeParse(endpoint.body as z.core.$ZodType<EndpointBody<E>>, values);
    if (!parsed.success) {
      setFieldErrors(
        parsed.error.issues.map((issue) => {
          const field = issue.path.map(String).join('.');
          return { message: issue.message, field: fields.includes(field) ? field : undefined };
        }),
      );
      return;
    }
    setFieldErrors([]);
    mutation.mutate(parsed.data);
  }

  const serverErrors: ErrorSummaryItem[] = !mutation.error
    ? []
    : mutation.error instanceof ApiError && mutation.error.items.length > 0
      ? mutation.error.items.map((item) => ({
          message: item.message,
          field: item.field && fields.includes(item.field) ? item.field : undefined,
        }))
      : [{ message: 'Something unexpected happened' }];
  const errors = fieldErrors.length > 0 ? fieldErrors : serverErrors;
  return {
    errors,
    errorFor: (field: string) => errors.find((item) => item.field === field)?.message,
    focusKey: attempts + mutation.failureCount,
    submitting: mutation.isPending || mutation.isSuccess,
    submit,
  };
}
