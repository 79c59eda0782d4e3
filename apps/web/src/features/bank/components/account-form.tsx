import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import * as z from 'zod/mini';
import {
  ACCOUNT_TYPES,
  disbursementAccountFormSchema,
  isValidRoutingNumber,
  type AccountType,
} from '@lintel/domain/application/disbursement-account';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { useBankName } from '../api/bank-calls.ts';
import type { BankDraft } from '../bank-draft.ts';
import './bank.css';

const FIELDS = ['routingNumber', 'accountType', 'accountNumber', 'accountNumberConfirmation'] as const;
const TYPE_LABELS: Readonly<Record<AccountType, string>> = { CHECKING: 'Checking', SAVINGS: 'Savings' };

/** Beneath the routing number: the bank it belongs to, said politely to screen readers as it is found. */
function BankNameLine({ uuid, routingNumber }: { uuid: string; routingNumber: string }) {
  const bank = useBankName(uuid, routingNumber);
  let text: ReactNode = null;
  if (isValidRoutingNumber(routingNumber)) {
    if (bank.isPending) text = 'Looking up the bank…';
    else if (bank.data?.bankName) text = <strong>{bank.data.bankName}</strong>;
    else
      text =
        'We could not name the bank for this routing number. If it is the number on your check, you can go on.';
  }
  return (
    <p className="bank-name" aria-live="polite" data-testid="bank-name">
      {text}
    </p>
  );
}

interface AccountFormProps {
  uuid: string;
  title: string;
  /** What the page is for, above the fields (and the failed account's notice on a second attempt). */
  intro: ReactNode;
  backHref?: string;
  /** The answers given before (coming back with Back or Change): the fields start from them. */
  initial?: BankDraft | undefined;
  onContinue: (draft: BankDraft) => void;
  /** Beneath the form: another way on (bank/autopay's manual pay for a crypto-backed line, decision 239). */
  footer?: ReactNode;
  /** Why the number is typed twice, in the page's terms (a payout account by default). */
  confirmationHint?: string;
}

/**
 * bank/disburse's and bank/manual-disburse's fields (decision 186), and a crypto-backed line's bank/autopay (239): the routing number with its bank named as it is
 * typed, the account type, the account number twice. Checked with the domain's form schema (the body's rules) on
 * submit, an error summary that takes focus; the answers stay in memory for bank/autopay and bank/confirm.
 */
export function AccountForm({
  uuid,
  title,
  intro,
  backHref,
  initial,
  onContinue,
  footer,
  confirmationHint = 'Type it again, so a mistyped digit does not send your funds to the wrong account.',
}: AccountFormProps) {
  const [routingNumber, setRoutingNumber] = useState(initial?.routingNumber ?? '');
  const [accountType, setAccountType] = useState<string | undefined>(initial?.accountType);
  const [accountNumber, setAccountNumber] = useState(initial?.accountNumber ?? '');
  const [confirmation, setConfirmation] = useState(initial?.accountNumberConfirmation ?? '');
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  const bank = useBankName(uuid, routingNumber);
  useDocumentTitle(title, errors.length > 0);
  const errorFor = (field: string) => errors.find((e) => e.field === field)?.message;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    const parsed = z.safeParse(disbursementAccountFormSchema, {
      routingNumber,
      accountType,
      accountNumber,
      accountNumberConfirmation: confirmation,
    });
    if (!parsed.success) {
      const items = parsed.error.issues.map((issue) => {
        const field = issue.path.map(String).join('.');
        return {
          message: issue.message,
          field: (FIELDS as readonly string[]).includes(field) ? field : undefined,
        };
      });
      // Page order, one message per field: the summary reads like the form.
      setErrors(
        FIELDS.flatMap((f) => items.find((i) => i.field === f) ?? []).concat(items.filter((i) => !i.field)),
      );
      return;
    }
    setErrors([]);
    onContinue({
      ...parsed.data,
      bankName: bank.data?.routingNumber === parsed.data.routingNumber ? bank.data.bankName : null,
      ...(initial?.autopay === undefined ? {} : { autopay: initial.autopay }),
    });
  }

  return (
    <div className="question-page">
      {backHref ? (
        <Link to={backHref} className="back-link">
          Back
        </Link>
      ) : null}
      <ErrorSummary items={errors} focusKey={attempts} />
      <h1 className="heading-l">{title}</h1>
      <div className="bank-intro stack">{intro}</div>
      <form noValidate onSubmit={submit}>
        <DigitsField
          name="routingNumber"
          label="Routing number"
          hint="9 digits. It is the first number along the bottom of a check."
          error={errorFor('routingNumber')}
          className="bank-input-routing"
          maxDigits={9}
          value={routingNumber}
          onChange={setRoutingNumber}
        />
        <BankNameLine uuid={uuid} routingNumber={routingNumber} />
        <RadioGroup
          name="accountType"
          legend="Account type"
          error={errorFor('accountType')}
          options={ACCOUNT_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
          value={accountType}
          onChange={setAccountType}
          inline
        />
        <DigitsField
          name="accountNumber"
          label="Account number"
          hint="4 to 17 digits, as printed on your check or statement. The account must be in your name."
          error={errorFor('accountNumber')}
          className="bank-input-account"
          maxDigits={17}
          value={accountNumber}
          onChange={setAccountNumber}
        />
        <DigitsField
          name="accountNumberConfirmation"
          label="Confirm the account number"
          hint={confirmationHint}
          error={errorFor('accountNumberConfirmation')}
          className="bank-input-account"
          maxDigits={17}
          value={confirmation}
          onChange={setConfirmation}
        />
        <button type="submit" className="button">
          Continue
        </button>
      </form>
      {footer}
    </div>
  );
}

interface DigitsFieldProps {
  name: string;
  label: string;
  hint: string;
  error: string | undefined;
  className: string;
  maxDigits: number;
  value: string;
  onChange: (digits: string) => void;
}

/** A bank number: digits only as typed, no longer than `maxDigits`, never autofilled or spell-checked. */
function DigitsField({ name, label, hint, error, className, maxDigits, value, onChange }: DigitsFieldProps) {
  return (
    <FormField name={name} label={label} hint={hint} error={error}>
      {(control) => (
        <TextInput
          {...control}
          className={className}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, maxDigits))}
        />
      )}
    </FormField>
  );
}
