import { useState } from 'react';
import type { FormEvent } from 'react';
import * as z from 'zod/mini';
import { conditionPhoneBodySchema } from '@lintel/domain/application/collect-additional-info';
import type { ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { UsPhoneInput } from '../../../components/form/us-phone-input.tsx';
import { actionErrors } from '../../../lib/step-action.ts';
import { useGiveConditionPhone } from '../api/condition-phone.ts';

export const PHONE_TITLE = 'What is your mobile phone number?';
const FIELD = 'phoneNumber';

interface ConditionPhonePageProps {
  uuid: string;
  /** The conditions list: where Back goes, and where the borrower lands once the number is saved. */
  conditionsHref: string;
  onSaved: () => void;
}

/**
 * Page /{uuid}/conditions/phone-number (spec 000 §2 "collect a missing phone number"): one question, the same rules
 * and messages as start/contact (the domain's phone validator), checked here and again by the server; the number
 * resolves MISSING_PHONE_NUMBER.
 */
export function ConditionPhonePage({ uuid, conditionsHref, onSaved }: ConditionPhonePageProps) {
  const givePhone = useGiveConditionPhone(uuid);
  const [phone, setPhone] = useState('');
  const [fieldErrors, setFieldErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    const parsed = z.safeParse(conditionPhoneBodySchema, { phoneNumber: phone });
    setFieldErrors(
      parsed.success ? [] : parsed.error.issues.map((i) => ({ message: i.message, field: FIELD })),
    );
    if (!parsed.success) return;
    // The promise, not mutate's onSuccess: the refetched list can replace this page before the callback would run.
    givePhone.mutateAsync(parsed.data).then(onSaved, () => undefined);
  }

  const errors = fieldErrors.length > 0 ? fieldErrors : actionErrors(givePhone.error, FIELD);
  return (
    <QuestionPage
      title={PHONE_TITLE}
      backHref={conditionsHref}
      errors={errors}
      focusKey={attempts + givePhone.failureCount}
      onSubmit={submit}
      submitLabel="Save phone number"
      submitting={givePhone.isPending}
    >
      <FormField
        name={FIELD}
        label={PHONE_TITLE}
        labelAsHeading
        error={errors.find((e) => e.field === FIELD)?.message}
        hint="A US mobile number, without the 1 in front. We text you when your application needs you, and the notary may call you on it."
      >
        {(control) => (
          <UsPhoneInput {...control} className="conditions__phone" value={phone} onValueChange={setPhone} />
        )}
      </FormField>
    </QuestionPage>
  );
}
