import { useState } from 'react';
import type { FormEvent } from 'react';
import * as z from 'zod/mini';
import { giveEmployerDetails } from '@lintel/domain/api/endpoints/income-actions';
import { employerVerificationBodySchema } from '@lintel/domain/application/income-verification';
import { FormField } from '../../../components/form/form-field.tsx';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { UsPhoneInput } from '../../../components/form/us-phone-input.tsx';
import { StandingFacts } from '../../../components/standing/standing-facts.tsx';
import type { ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { actionErrors, useStepAction } from '../../../lib/step-action.ts';
import '../income.css';

export const EMPLOYER_TITLE = 'Tell us about your employer';
const FIELDS = ['employerName', 'employerPhone', 'jobTitle', 'startDate'] as const;

/**
 * Page income/employer-verification (server step EMPLOYMENT_VERIFICATION; decision 113): the employment database had
 * no record of the employer, so the borrower names it and a number where it confirms employment. An agent calls
 * before funding; the application goes on to the bank account at once.
 */
export function EmployerVerificationPage({ uuid }: { uuid: string }) {
  const [values, setValues] = useState({ employerName: '', employerPhone: '', jobTitle: '', startDate: '' });
  const action = useStepAction(giveEmployerDetails, uuid);
  const [fieldErrors, setFieldErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  // The form pattern (decision 048): the endpoint's own body schema on submit, then the server's messages.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    const parsed = z.safeParse(employerVerificationBodySchema, values);
    if (!parsed.success) {
      setFieldErrors(
        parsed.error.issues.map((issue) => {
          const field = String(issue.path[0] ?? '');
          return { message: issue.message, field: FIELDS.includes(field as never) ? field : undefined };
        }),
      );
      return;
    }
    setFieldErrors([]);
    action.mutate(parsed.data);
  }

  const errors = fieldErrors.length > 0 ? fieldErrors : actionErrors(action.error);
  const form = { errorFor: (field: string) => errors.find((item) => item.field === field)?.message };
  return (
    <QuestionPage
      title={EMPLOYER_TITLE}
      errors={errors}
      focusKey={attempts + action.failureCount}
      submitting={action.isPending || action.isSuccess}
      submitLabel="Save and continue"
      onSubmit={submit}
    >
      <h1 className="heading-l">{EMPLOYER_TITLE}</h1>
      <p>
        We could not confirm your employment automatically. Tell us where you work and we will confirm it with
        your employer&apos;s HR or payroll team. You can go on with your application meanwhile.
      </p>
      <FormField name="employerName" label="Employer name" error={form.errorFor('employerName')}>
        {(control) => (
          <TextInput
            {...control}
            autoComplete="organization"
            value={values.employerName}
            onChange={(event) => set('employerName')(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        name="employerPhone"
        label="Employer phone number"
        hint="The number of the HR or payroll team that can confirm your employment"
        error={form.errorFor('employerPhone')}
      >
        {(control) => (
          <UsPhoneInput
            {...control}
            className="income-input-short"
            autoComplete="off"
            value={values.employerPhone}
            onValueChange={set('employerPhone')}
          />
        )}
      </FormField>
      <FormField name="jobTitle" label="Job title" error={form.errorFor('jobTitle')}>
        {(control) => (
          <TextInput
            {...control}
            autoComplete="organization-title"
            value={values.jobTitle}
            onChange={(event) => set('jobTitle')(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        name="startDate"
        label="Start date"
        hint="When you started this job"
        error={form.errorFor('startDate')}
      >
        {(control) => (
          <TextInput
            {...control}
            className="income-input-short"
            type="date"
            value={values.startDate}
            onChange={(event) => set('startDate')(event.target.value)}
          />
        )}
      </FormField>
      <StandingFacts />
    </QuestionPage>
  );
}
