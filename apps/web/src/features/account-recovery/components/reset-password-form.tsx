import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetSchema, type PasswordReset } from '@lintel/domain/identity/account-recovery';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { PasswordStrength } from '../../../components/form/password-strength.tsx';
import { summaryItems } from '../../../components/form/summary-items.ts';
import { TextInput } from '../../../components/form/text-input.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { useResetPassword } from '../api/account-recovery-calls.ts';
import { LinkNotValid } from './link-not-valid.tsx';
import { linkRefused, serverErrorItems } from './server-error-items.ts';

const FIELD_ORDER = ['password', 'confirmPassword'] as const;

interface ResetPasswordFormProps {
  /** From the link; undefined when the address carries none (or not one of ours). */
  token: string | undefined;
  loginHref: string;
  forgotPasswordHref: string;
}

function PasswordChanged({ message, loginHref }: { message: string; loginHref: string }) {
  useDocumentTitle('Password changed');
  return (
    <div className="stack narrow">
      <h1 className="heading-l">Password changed</h1>
      <p role="status">{message}</p>
      <p>For your security, every device that was signed in has been signed out.</p>
      <p>
        <a className="button" href={loginHref}>
          Log in
        </a>
      </p>
    </div>
  );
}

/** The reset link's page: a new password with the registration's rules, strength bar and messages (spec 001 §5). */
export function ResetPasswordForm({ token, loginHref, forgotPasswordHref }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const form = useForm<PasswordReset>({
    resolver: zodResolver(passwordResetSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { token: token ?? '', password: '', confirmPassword: '' },
  });
  const { formState } = form;
  const fieldErrors = summaryItems(formState.errors, FIELD_ORDER);
  const items = fieldErrors.length > 0 ? fieldErrors : serverErrorItems(reset.error, FIELD_ORDER);
  const errorFor = (field: (typeof FIELD_ORDER)[number]) =>
    items.find((item) => item.field === field)?.message;
  useDocumentTitle('Choose a new password', items.length > 0);

  if (token === undefined || formState.errors.token || linkRefused(reset.error)) {
    return (
      <LinkNotValid
        heading="This link has expired"
        explanation="Password reset links work once and for 30 minutes. This one has expired or has already been used. You can ask for a new one."
        action={{ label: 'Send me a new link', href: forgotPasswordHref }}
      />
    );
  }
  if (reset.isSuccess) return <PasswordChanged message={reset.data.message} loginHref={loginHref} />;

  return (
    <div className="stack narrow">
      <ErrorSummary items={items} focusKey={`${formState.submitCount}-${reset.failureCount}`} />
      <h1 className="heading-l">Choose a new password</h1>
      <form noValidate onSubmit={form.handleSubmit((values) => reset.mutate(values))} className="stack">
        <FormField name="password" label="New password" error={errorFor('password')}>
          {(control) => (
            <TextInput
              {...control}
              {...form.register('password')}
              type="password"
              autoComplete="new-password"
              aria-describedby={[control['aria-describedby'], 'reset-password-strength']
                .filter(Boolean)
                .join(' ')}
            />
          )}
        </FormField>
        <PasswordStrength value={String(form.watch('password') ?? '')} id="reset-password-strength" />
        <FormField name="confirmPassword" label="Confirm new password" error={errorFor('confirmPassword')}>
          {(control) => (
            <TextInput
              {...control}
              {...form.register('confirmPassword')}
              type="password"
              autoComplete="new-password"
            />
          )}
        </FormField>
        <div>
          <button type="submit" className="button" disabled={reset.isPending}>
            {reset.isPending ? 'Saving…' : 'Change password'}
          </button>
        </div>
      </form>
    </div>
  );
}
