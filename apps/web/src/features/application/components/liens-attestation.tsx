import { useState } from 'react';
import type { FormEvent } from 'react';
import { attestLiens } from '@lintel/domain/api/endpoints/credit-actions';
import { NEW_CREDIT_REQUIRED, type FoundLiens } from '@lintel/domain/application/liens';
import type { ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { actionErrors, useStepAction } from '../../../lib/step-action.ts';
import { LienList } from './lien-list.tsx';

export const ATTESTATION_TITLE = 'Did you recently open new credit?';
const FIELD = 'newCredit';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const CHOICES = [
  {
    value: 'no',
    label: 'No, I have not opened new credit',
    hint: 'The inquiry did not lead to a new loan, card or line of credit.',
  },
  {
    value: 'yes',
    label: 'Yes, I opened new credit or expect to',
    hint: 'We will ask you for a short signed letter about it. You can still go on to sign.',
  },
] as const;

/**
 * Page liens in its attestation role (spec lienAttestation, decision 235): the hard pull listed another lender's
 * recent inquiry, so before the closing documents the borrower says whether it led to new credit, beside the loans
 * we know are secured on the home. One question, as every question page.
 */
export function LiensAttestation({ uuid, found }: { uuid: string; found: FoundLiens }) {
  const attest = useStepAction(attestLiens, uuid);
  const [choice, setChoice] = useState<string | undefined>();
  const [missing, setMissing] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const errors: ErrorSummaryItem[] = missing
    ? [{ message: NEW_CREDIT_REQUIRED, field: FIELD }]
    : actionErrors(attest.error, FIELD);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    setMissing(!choice);
    if (choice) attest.mutate({ newCredit: choice === 'yes' });
  }

  return (
    <QuestionPage
      title={ATTESTATION_TITLE}
      errors={errors}
      focusKey={attempts + attest.failureCount}
      onSubmit={submit}
      submitting={attest.isPending || attest.isSuccess}
    >
      <RadioGroup
        name={FIELD}
        legend={ATTESTATION_TITLE}
        legendAsHeading
        hint={
          <div className="stack">
            <p>
              Your credit report shows{' '}
              {found.inquiries.length === 1 ? 'a recent inquiry' : 'recent inquiries'} from another lender.
              Before we prepare your closing documents, tell us whether it led to new credit, such as a loan,
              a credit card or another line of credit.
            </p>
            <ul className="liens-attestation__inquiries">
              {found.inquiries.map((inquiry) => (
                <li key={`${inquiry.creditor}-${inquiry.date}`}>
                  <strong>{inquiry.creditor}</strong>,{' '}
                  {dateFormat.format(new Date(`${inquiry.date}T00:00:00Z`))}
                </li>
              ))}
            </ul>
          </div>
        }
        error={errors[0]?.message}
        options={CHOICES}
        value={choice}
        onChange={setChoice}
      />
      <details className="liens-attestation__liens">
        <summary>The loans we know are secured on your home</summary>
        <LienList found={found} />
      </details>
    </QuestionPage>
  );
}
