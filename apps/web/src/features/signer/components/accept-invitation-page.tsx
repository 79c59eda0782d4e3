import { useState, type FormEvent } from 'react';
import { acceptInvitationSchema } from '@lintel/domain/signers/signer-acceptance';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { PasswordStrength } from '../../../components/form/password-strength.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAcceptInvitation, useInvitationPreview } from '../api/signer-area.ts';
import './signer.css';

const FIELDS = ['password', 'confirmPassword'] as const;

function serverItems(error: unknown): ErrorSummaryItem[] {
  if (!error) return [];
  if (error instanceof ApiError)
    return error.items.map((i) => ({ message: i.message, field: FIELDS.find((f) => f === i.field) }));
  return [{ message: 'Something went wrong. Please try again.' }];
}

export function InvitationNotValid({ loginHref }: { loginHref: string }) {
  useDocumentTitle('This invitation has expired');
  return (
    <div className="stack narrow">
      <h1 className="heading-l">This invitation has expired</h1>
      <p>
        Invitation links work once and for 7 days. This one has expired or has already been used. Ask the
        person who invited you to send it again from their application.
      </p>
      <p>
        If you have already accepted, <a href={loginHref}>log in as an additional signer</a>.
      </p>
    </div>
  );
}

/**
 * The invitation link's page (spec 000 §2 heloc-signer "resume" with the link's token). One password, whatever the
 * email (decision 247): a new one with the spec's rules, or the password of an account the signer already has at
 * this email; the server decides, and the page never learns or says which. Then the signer's first page.
 */
export function AcceptInvitationPage({
  token,
  loginHref,
  forgotPasswordHref,
  onAccepted,
}: {
  token: string;
  loginHref: string;
  forgotPasswordHref: string;
  onAccepted: (applicationId: string) => void;
}) {
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [problems, setProblems] = useState<ErrorSummaryItem[]>([]);
  const [submits, setSubmits] = useState(0);
  const items = problems.length > 0 ? problems : serverItems(accept.error);
  useDocumentTitle('Accept your invitation', items.length > 0);
  if (preview.isPending) return <Loading label="Opening your invitation" />;
  const refused = accept.error instanceof ApiError && accept.error.items.some((i) => i.field === 'token');
  if (preview.isError || refused) return <InvitationNotValid loginHref={loginHref} />;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmits((n) => n + 1);
    const parsed = acceptInvitationSchema.safeParse({ token, ...values });
    if (!parsed.success) {
      const found = parsed.error.issues.map((issue) => ({
        message: issue.message,
        field: FIELDS.find((f) => f === issue.path[0]),
      }));
      // One line per field in the summary: the first problem of each.
      setProblems(found.filter((item, index) => found.findIndex((o) => o.field === item.field) === index));
      return;
    }
    setProblems([]);
    accept.mutate(parsed.data, { onSuccess: (a) => onAccepted(a.applicationId) });
  }
  const errorFor = (field: string) => items.find((i) => i.field === field)?.message;
  const name = preview.data.firstName;
  const borrower = preview.data.borrowerFirstName;

  return (
    <div className="stack narrow">
      <ErrorSummary items={items} focusKey={`${submits}-${accept.failureCount}`} />
      <h1 className="heading-l">Accept your invitation</h1>
      <p>
        Hello {name}. {borrower} has asked you to sign for their home equity line of credit. You will verify
        your identity, read and sign your documents and book a notary, in your own signer area.
      </p>
      <form noValidate onSubmit={submit} className="stack">
        <FormField
          name="password"
          label="Password"
          hint={
            <>
              Choose a password for your sign-in. If you already have an account with us at this email, enter its
              password instead (forgotten it? <a href={forgotPasswordHref}>Reset your password</a>).
            </>
          }
          error={errorFor('password')}
        >
          {(control) => (
            <TextInput
              {...control}
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => setValues({ ...values, password: e.target.value })}
              aria-describedby={[control['aria-describedby'], 'accept-password-strength'].filter(Boolean).join(' ')}
            />
          )}
        </FormField>
        <PasswordStrength value={values.password} id="accept-password-strength" />
        <FormField name="confirmPassword" label="Confirm password" error={errorFor('confirmPassword')}>
          {(control) => (
            <TextInput
              {...control}
              type="password"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(e) => setValues({ ...values, confirmPassword: e.target.value })}
            />
          )}
        </FormField>
        <div>
          <button type="submit" className="button" disabled={accept.isPending}>
            {accept.isPending ? 'Accepting…' : 'Accept and continue'}
          </button>
        </div>
      </form>
    </div>
  );
}
