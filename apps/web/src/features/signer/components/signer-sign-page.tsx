import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import {
  ESIGN_CONSENT_REQUIRED,
  SIGNED_NAME_REQUIRED,
  type SignerApplication,
} from '@lintel/domain/signers/signer-area';
import { Checkbox } from '../../../components/form/checkbox.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useSignerSign } from '../api/signer-area.ts';
import { signerHref } from '../signer-pages.ts';

/** Page sign (signer): the signer's own E-SIGN consent, then their typed name as their signature. */
export function SignerSignPage({ application }: { application: SignerApplication }) {
  const uuid = application.uuid;
  const navigate = useNavigate();
  const sign = useSignerSign(uuid);
  const [consent, setConsent] = useState(false);
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<ErrorSummaryItem[]>([]);
  const [submits, setSubmits] = useState(0);
  const server =
    sign.error instanceof ApiError
      ? sign.error.items.map((i) => ({ message: i.message, field: i.field }))
      : [];
  const items = problems.length > 0 ? problems : server;
  useDocumentTitle('Sign your documents', items.length > 0);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmits((n) => n + 1);
    const found: ErrorSummaryItem[] = [];
    if (!consent) found.push({ message: ESIGN_CONSENT_REQUIRED, field: 'esignConsent' });
    if (!name.trim()) found.push({ message: SIGNED_NAME_REQUIRED, field: 'signedName' });
    setProblems(found);
    if (found.length === 0)
      sign.mutate(
        { esignConsent: true, signedName: name },
        { onSuccess: () => void navigate({ href: signerHref('notary', uuid) }) },
      );
  }
  if (application.progress === 'SIGNED' || application.progress === 'NOTARY_BOOKED')
    return (
      <>
        <h1 className="heading-l">You have signed</h1>
        <p>Your signed copies, each with its signature certificate, are on your documents page.</p>
        <p>
          <a className="button" href={signerHref('notary', uuid)}>
            Book your notary
          </a>
        </p>
      </>
    );
  return (
    <>
      <ErrorSummary items={items} focusKey={String(submits)} />
      <h1 className="heading-l">Sign your documents</h1>
      <p>
        {application.relation === 'CO_DEEDER'
          ? 'As an owner who signs the deed only, you acknowledge the disclosures of the line of credit and your own notice of the right to cancel; the note is signed by the borrowers alone.'
          : 'You sign the line of credit agreement and note with its disclosures, and acknowledge your own notice of the right to cancel.'}{' '}
        The deed itself is signed in front of the notary.
      </p>
      <form noValidate onSubmit={submit} className="stack">
        <Checkbox
          name="esignConsent"
          label="I agree to receive and sign these documents electronically (E-SIGN consent). I was able to open and read them."
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          error={items.find((i) => i.field === 'esignConsent')?.message}
        />
        <FormField
          name="signedName"
          label="Type your full name to sign"
          hint={`As invited: ${application.firstName} ${application.lastName}`}
          error={items.find((i) => i.field === 'signedName')?.message}
        >
          {(control) => (
            <TextInput
              {...control}
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </FormField>
        <div>
          <button type="submit" className="button" disabled={sign.isPending}>
            {sign.isPending ? 'Signing…' : 'Sign'}
          </button>
        </div>
      </form>
    </>
  );
}
