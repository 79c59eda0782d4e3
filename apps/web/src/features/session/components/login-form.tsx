import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@lintel/domain/identity/identity';
import type { LoginRequest } from '@lintel/domain/identity/identity';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import type { ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { summaryItems } from '../../../components/form/summary-items.ts';
import { TextInput } from '../../../components/form/text-input.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useLogin } from '../api/login.ts';

const FIELD_ORDER = ['email', 'password'] as const;

function apiErrorItems(error: unknown): ErrorSummaryItem[] {
  if (!error) return [];
  if (error instanceof ApiError && error.items.length > 0) {
    return error.items.map((item) => ({
      message: item.message,
      field: FIELD_ORDER.find((f) => f === item.field),
    }));
  }
  return [{ message: error instanceof Error ? error.message : 'Something unexpected happened' }];
}

/** Email + password, validated on submit with the same schema the server uses (guide practice 3). */
export function LoginForm({ onLoggedIn, heading = 'Log in' }: { onLoggedIn: () => void; heading?: string }) {
  const loginMutation = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The error summary takes focus instead (GOV.UK pattern).
    shouldFocusError: false,
    defaultValues: { email: '', password: '' },
  });
  const fieldErrors = summaryItems(formState.errors, FIELD_ORDER);
  const serverErrors = apiErrorItems(loginMutation.error);
  const items = fieldErrors.length > 0 ? fieldErrors : serverErrors;
  const fieldMessage = (field: (typeof FIELD_ORDER)[number]) =>
    items.find((item) => item.field === field)?.message;
  useDocumentTitle(heading, items.length > 0);

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate(values, { onSuccess: () => onLoggedIn() });
  });

  return (
    <>
      <ErrorSummary items={items} focusKey={`${formState.submitCount}-${loginMutation.failureCount}`} />
      <h1 className="heading-l">{heading}</h1>
      <form noValidate onSubmit={onSubmit} className="stack">
        <FormField
          name="email"
          label="Email address"
          hint="The email you registered with"
          error={fieldMessage('email')}
        >
          {(control) => (
            <TextInput
              {...control}
              {...register('email')}
              type="email"
              autoComplete="email"
              spellCheck={false}
            />
          )}
        </FormField>
        <FormField name="password" label="Password" error={fieldMessage('password')}>
          {(control) => (
            <TextInput
              {...control}
              {...register('password')}
              type="password"
              autoComplete="current-password"
            />
          )}
        </FormField>
        <div>
          <button type="submit" className="button" disabled={loginMutation.isPending}>
            {loginMutation.isPending ? 'Logging in…' : 'Log in'}
          </button>
        </div>
      </form>
    </>
  );
}
