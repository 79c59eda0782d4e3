import { useEffect, useState, type FormEvent } from 'react';
import {
  inviteSignerSchema,
  SIGNER_RELATION_LABELS,
  SIGNER_RELATIONS,
  type InviteSigner,
} from '@lintel/domain/signers/signer-invitation';
import { Checkbox } from '../../../components/form/checkbox.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { FormField, fieldId } from '../../../components/form/form-field.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useInviteSigner } from '../api/borrower-signers.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'mobile', 'relation', 'smsConsent'] as const;
type Values = {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  relation: string;
  smsConsent: boolean;
};
const EMPTY: Values = { firstName: '', lastName: '', email: '', mobile: '', relation: '', smsConsent: false };

/** An owner the title report names, split for the form: the first word as the first name, the rest as the last. */
export function ownerPrefill(name: string): Partial<Values> {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' '), relation: 'CO_DEEDER' };
}

/**
 * The borrower's form for one more signer; the same schema checks it here and on the server. `initial` prefills it
 * from an owner on the title (decision 236); the email, which the title cannot know, then takes the focus.
 */
export function InviteSignerForm({ uuid, initial }: { uuid: string; initial?: Partial<Values> | undefined }) {
  const invite = useInviteSigner(uuid);
  const [values, setValues] = useState<Values>({ ...EMPTY, ...initial });
  // Once, when the form is opened for an owner (it is keyed by the owner, so each choice mounts it anew).
  const [focusEmail] = useState(Boolean(initial));
  useEffect(() => {
    if (focusEmail) document.getElementById(fieldId('email'))?.focus();
  }, [focusEmail]);
  const [problems, setProblems] = useState<ErrorSummaryItem[]>([]);
  const [submits, setSubmits] = useState(0);
  const [sentTo, setSentTo] = useState<string | undefined>();
  const server =
    invite.error instanceof ApiError
      ? invite.error.items.map((i) => ({ message: i.message, field: FIELDS.find((f) => f === i.field) }))
      : [];
  const items = problems.length > 0 ? problems : server;
  const errorFor = (field: string) => items.find((i) => i.field === field)?.message;
  const set = (field: keyof Values) => (value: string | boolean) => setValues({ ...values, [field]: value });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmits((n) => n + 1);
    const parsed = inviteSignerSchema.safeParse({ ...values, relation: values.relation || undefined });
    if (!parsed.success) {
      const found = parsed.error.issues.map((issue) => ({
        message: issue.message,
        field: FIELDS.find((f) => f === issue.path[0]),
      }));
      setProblems(found.filter((item, index) => found.findIndex((o) => o.field === item.field) === index));
      return;
    }
    setProblems([]);
    invite.mutate(parsed.data as InviteSigner, {
      onSuccess: (summary) => {
        setSentTo(summary.email);
        setValues(EMPTY);
      },
    });
  }
  return (
    <section className="stack" aria-labelledby="invite-heading">
      <ErrorSummary items={items} focusKey={`${submits}-${invite.failureCount}`} />
      <h2 id="invite-heading" className="heading-m">
        Invite another signer
      </h2>
      {sentTo ? (
        <p role="status" className="signer-notice">
          We have emailed an invitation to {sentTo}.
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className="stack">
        <FormField name="firstName" label="First name" error={errorFor('firstName')}>
          {(c) => (
            <TextInput
              {...c}
              autoComplete="off"
              value={values.firstName}
              onChange={(e) => set('firstName')(e.target.value)}
            />
          )}
        </FormField>
        <FormField name="lastName" label="Last name" error={errorFor('lastName')}>
          {(c) => (
            <TextInput
              {...c}
              autoComplete="off"
              value={values.lastName}
              onChange={(e) => set('lastName')(e.target.value)}
            />
          )}
        </FormField>
        <FormField name="email" label="Email" hint="The invitation is sent here." error={errorFor('email')}>
          {(c) => (
            <TextInput
              {...c}
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
            />
          )}
        </FormField>
        <FormField name="mobile" label="Mobile number (optional)" error={errorFor('mobile')}>
          {(c) => (
            <TextInput
              {...c}
              type="tel"
              autoComplete="off"
              value={values.mobile}
              onChange={(e) => set('mobile')(e.target.value)}
            />
          )}
        </FormField>
        <Checkbox
          name="smsConsent"
          label="They agreed to receive text messages about this application"
          checked={values.smsConsent}
          onChange={(e) => set('smsConsent')(e.target.checked)}
          error={errorFor('smsConsent')}
        />
        <RadioGroup
          name="relation"
          legend="How are they on the loan?"
          options={SIGNER_RELATIONS.map((value) => ({ value, label: SIGNER_RELATION_LABELS[value] }))}
          value={values.relation || undefined}
          onChange={set('relation')}
          error={errorFor('relation')}
        />
        <div>
          <button type="submit" className="button" disabled={invite.isPending}>
            {invite.isPending ? 'Sending…' : 'Send the invitation'}
          </button>
        </div>
      </form>
    </section>
  );
}
