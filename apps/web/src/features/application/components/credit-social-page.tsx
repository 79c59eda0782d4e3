import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormField } from '../../../components/form/form-field.tsx';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { SsnInput } from '../../../components/form/ssn-input.tsx';
import { actionErrors, useStepAction } from '../../../lib/step-action.ts';
import { giveSsn } from '@lintel/domain/api/endpoints/credit-actions';
import { ssnInputSchema } from '@lintel/domain/application/borrower-actions';

import './pages.css';

const TITLE = 'What is your Social Security number?';

/**
 * Page credit/social (server step CREDIT_NO_MATCH): the soft pull found no credit file, so the borrower gives the
 * SSN. It is masked while typed (a Show button reveals it), sent once, stored encrypted and never shown back.
 */
export function CreditSocialPage({ uuid }: { uuid: string }) {
  const submitSsn = useStepAction(giveSsn, uuid);
  const [ssn, setSsn] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [attempts, setAttempts] = useState(0);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    const parsed = ssnInputSchema.safeParse(ssn);
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) submitSsn.mutate({ ssn: parsed.data });
  }

  const errors = fieldError
    ? [{ field: 'ssn', message: fieldError }]
    : actionErrors(submitSsn.error).map((item) => ({ ...item, field: item.field ? 'ssn' : undefined }));
  return (
    <QuestionPage
      title={TITLE}
      errors={errors}
      focusKey={attempts + submitSsn.failureCount}
      onSubmit={submit}
      submitting={submitSsn.isPending || submitSsn.isSuccess}
    >
      <FormField
        name="ssn"
        label={TITLE}
        labelAsHeading
        error={errors.find((e) => e.field === 'ssn')?.message}
        hint="We could not find your credit file with the details you gave us. Your Social Security number lets us find it. We store it encrypted and use it only for your application."
      >
        {(control) => <SsnInput control={control} value={ssn} onChange={setSsn} />}
      </FormField>
    </QuestionPage>
  );
}
