import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  passwordResetRequestSchema,
  type PasswordResetRequest,
} from '@lintel/domain/identity/account-recovery';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { summaryItems } from '../../../components/form/summary-items.ts';
import { TextInput } from '../../../components/form/text-input.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { useRequestPasswordReset } from '../api/account-recovery-calls.ts';
import { serverErrorItems } from './server-error-items.ts';

const FIELD_ORDER = ['email'] as const;

/** Sent: the same words whether or not the email has an account (decision 169). */
function CheckYourEmail({ message, loginHref }: { message: string; loginHref: string }) {
  useDocumentTitle('Check your email');
  return (
    <div className="stack narrow">
      <h1 className="heading-l">Check your email</h1>
      <p role="status">{message}</p>
      <p>
        Nothing arrived after a few minutes? Check your spam folder, or call us at <LenderPhoneLink />.
      </p>
      <p>
        <a href={loginHref}>Back to log in</a>
      </p>
    </div>
  );
}

/** Forgot password (issue 16): the email, then a link by email. Validated on submit with the server's schema. */
export function ForgotPasswordForm({ loginHref }: { loginHref: string }) {
  const request = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { email: '' },
  });
  const fieldErrors = summaryItems(formState.errors, FIELD_ORDER);
  const items = fieldErrors.length > 0 ? fieldErrors : serverErrorItems(request.error, FIELD_ORDER);
  useDocumentTitle('Reset your password', items.length > 0);
  if (request.isSuccess) return <CheckYourEmail message={request.data.message} loginHref={loginHref} />;

  return (
    <div className="stack narrow">
      <ErrorSummary items={items} focusKey={`${formState.submitCount}-${request.failureCount}`} />
      <h1 className="heading-l">Reset your password</h1>
      <p>Enter the email you registered with. We will send you a link to choose a new password.</p>
      <form noValidate onSubmit={handleSubmit((values) => request.mutate(values))} className="stack">
        <FormField
          name="email"
          label="Email address"
          error={items.find((item) => item.field === 'email')?.message}
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
        <div>
          <button type="submit" className="button" disabled={request.isPending}>
            {request.isPending ? 'Sending…' : 'Send reset link'}
          </button>
        </div>
      </form>
      <p>
        <a href={loginHref}>Back to log in</a>
      </p>
    </div>
  );
}
