import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { verifyIncome } from '@lintel/domain/api/endpoints/income-actions';
import { LINK_TYPE_REQUIRED, type IncomeVerifyMethod } from '@lintel/domain/application/income-verification';
import type { ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { StandingFacts } from '../../../components/standing/standing-facts.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { actionErrors, useStepAction } from '../../../lib/step-action.ts';
import { paths } from '../../../config/paths.ts';
import { PAYSTUB_UPLOAD_PAGE, type StayOutcome } from '../income-pages.ts';
import { StayOutcomePanel } from './stay-outcome.tsx';
import '../income.css';

export const INCOME_REVIEW_TITLE = 'How would you like to verify your income?';
const FIELD = 'linkType';

const CHOICES: readonly { value: IncomeVerifyMethod; label: string; hint: string }[] = [
  {
    value: 'PAYROLL',
    label: 'Connect my payroll account',
    hint: 'The fastest way: sign in to the payroll provider your employer uses. About 2 minutes.',
  },
  {
    value: 'BANK',
    label: 'Connect the bank account my pay goes into',
    hint: 'We read the deposits of the last few months, nothing else. About 2 minutes.',
  },
  {
    value: 'UPLOAD',
    label: 'Upload my paystubs',
    hint: 'Your most recent paystub as a PDF or photo. An underwriter reviews it, usually within a business day.',
  },
];

export interface PaystubTask {
  /** A paystub was asked for (by a partial check or the borrower's choice to upload). */
  requested: boolean;
  /** The underwriter accepted the paystubs. */
  reviewed: boolean;
}

interface IncomeReviewPageProps {
  uuid: string;
  paystubs: PaystubTask;
  /** What the last linked check found, when it kept the borrower here. */
  outcome?: StayOutcome | undefined;
  onLink: (type: 'PAYROLL' | 'BANK') => void;
  onUploadChosen: () => void;
}

/**
 * Page income/review (server step INCOME_VERIFICATION; decisions 113 and 182): how to verify income. A payroll or
 * bank link opens income/link/{type}; uploading asks the server for the paystub task, then the upload page. Once an
 * underwriter has accepted the paystubs, Continue counts the stated income as verified.
 */
export function IncomeReviewPage({ uuid, paystubs, outcome, onLink, onUploadChosen }: IncomeReviewPageProps) {
  const [choice, setChoice] = useState<IncomeVerifyMethod | undefined>();
  const [fieldErrors, setFieldErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  const verify = useStepAction(verifyIncome, uuid);

  if (paystubs.requested && paystubs.reviewed)
    return <PaystubAccepted uuid={uuid} verify={verify} attempts={attempts} setAttempts={setAttempts} />;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    if (!choice) {
      setFieldErrors([{ message: LINK_TYPE_REQUIRED, field: FIELD }]);
      return;
    }
    setFieldErrors([]);
    // The step action re-mounts the page (the step is refreshed): the promise, not the mutation's state, leads on.
    if (choice === 'UPLOAD') verify.mutateAsync({ linkType: 'UPLOAD' }).then(onUploadChosen, () => undefined);
    else onLink(choice);
  }

  const errors = fieldErrors.length > 0 ? fieldErrors : actionErrors(verify.error, FIELD);
  if (verify.isSuccess) return <Loading label="Opening the paystub upload" />;
  return (
    <QuestionPage
      title={INCOME_REVIEW_TITLE}
      errors={errors}
      focusKey={attempts + verify.failureCount}
      submitting={verify.isPending}
      onSubmit={submit}
    >
      {outcome ? <StayOutcomePanel uuid={uuid} result={outcome} /> : null}
      {paystubs.requested && !outcome ? (
        <div className="income-panel" role="status">
          <h2 className="heading-m">Your paystub is still needed</h2>
          <p>
            <Link to={paths.application.getHref(uuid, PAYSTUB_UPLOAD_PAGE)}>Upload your paystub</Link>, or
            connect an account below instead.
          </p>
        </div>
      ) : null}
      <RadioGroup
        name={FIELD}
        legend={INCOME_REVIEW_TITLE}
        legendAsHeading
        hint="We verify the income you told us about before we can finalize your line. Pick whichever is easiest for you."
        error={errors.find((item) => item.field === FIELD)?.message}
        options={CHOICES}
        value={choice}
        onChange={(value) => setChoice(value as IncomeVerifyMethod)}
      />
      <StandingFacts />
    </QuestionPage>
  );
}

function PaystubAccepted({
  verify,
  attempts,
  setAttempts,
}: {
  uuid: string;
  verify: ReturnType<typeof useStepAction<typeof verifyIncome>>;
  attempts: number;
  setAttempts: (update: (n: number) => number) => void;
}) {
  const title = 'Your paystub was accepted';
  return (
    <QuestionPage
      title={title}
      errors={actionErrors(verify.error)}
      focusKey={attempts + verify.failureCount}
      submitting={verify.isPending || verify.isSuccess}
      onSubmit={(event) => {
        event.preventDefault();
        setAttempts((n) => n + 1);
        // After the review the server counts the stated income as verified, whichever way it was asked.
        verify.mutate({ linkType: 'UPLOAD' });
      }}
    >
      <h1 className="heading-l">{title}</h1>
      <p>
        An underwriter reviewed your paystub and verified your income. Continue to set up your bank account.
      </p>
      <StandingFacts />
    </QuestionPage>
  );
}
