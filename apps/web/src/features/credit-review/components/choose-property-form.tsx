import { useState } from 'react';
import type { FormEvent } from 'react';
import * as z from 'zod/mini';
import { selectProperty } from '@lintel/domain/api/endpoints/credit-actions';
import type { PropertyCandidate } from '@lintel/domain/application/select-property';
import { selectPropertyBodySchema } from '@lintel/domain/application/select-property';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { actionErrors, useStepAction } from '../../../lib/step-action.ts';

const TITLE = 'Which property do you want to borrow against?';
const FIELD = 'propertyId';

const addressLine = (p: PropertyCandidate) =>
  `${[p.street1, p.street2].filter(Boolean).join(' ')}, ${p.city}, ${p.state} ${p.zip}`;

/** MULTIPLE_PROPERTY: the records show several homes in the borrower's name; one secures the line. */
export function ChoosePropertyForm({ uuid, properties }: { uuid: string; properties: PropertyCandidate[] }) {
  const select = useStepAction(selectProperty, uuid);
  const [choice, setChoice] = useState<string | undefined>();
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [attempts, setAttempts] = useState(0);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    const parsed = z.safeParse(selectPropertyBodySchema, { propertyId: choice ?? '' });
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) select.mutate(parsed.data);
  }

  const errors = fieldError ? [{ field: FIELD, message: fieldError }] : actionErrors(select.error, FIELD);
  return (
    <QuestionPage
      title={TITLE}
      errors={errors}
      focusKey={attempts + select.failureCount}
      onSubmit={submit}
      submitting={select.isPending || select.isSuccess}
    >
      <RadioGroup
        name={FIELD}
        legend={TITLE}
        legendAsHeading
        hint="Public property records show more than one home in your name. The line of credit is secured on the one you choose, and we value that home."
        error={errors.find((e) => e.field === FIELD)?.message}
        options={properties.map((p) => ({
          value: p.propertyId,
          label: addressLine(p),
          hint: p.applied ? `${p.county} · the address you applied with` : p.county,
        }))}
        value={choice}
        onChange={setChoice}
      />
    </QuestionPage>
  );
}
