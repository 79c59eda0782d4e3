import { birthdateScreenSchema } from '@lintel/domain/registration/birthdate-screen';
import { toDisplayDate } from '@lintel/domain/validation/date-of-birth';
import { FormField } from '../../../components/form/form-field.tsx';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { useScreenForm } from '../form/use-screen-form.ts';
import { useRegistrationContext } from '../registration-settings.tsx';
import { useScreen } from '../steps/use-screen.ts';
import { useSubmitRegistration } from './use-submit-registration.ts';
import { SubmitProblem } from './submit-problem.tsx';

export const BIRTHDATE_QUESTION = 'What is your date of birth?';

/**
 * Spec 000 §2 screen 6; the age rule follows the property's state (19 in Alabama). A signed-in visitor has nothing
 * after this screen, so for them it submits the registration.
 */
export function BirthdateScreen() {
  const { answers, settings, backHref, saveAndContinue } = useScreen('birthdate');
  const context = useRegistrationContext(answers.propertyAddress?.state);
  const submit = useSubmitRegistration();
  const { form, items, errorFor, focusKey } = useScreenForm(
    birthdateScreenSchema(context),
    { dob: toDisplayDate(answers.dob ?? '') } as never,
    ['dob'],
  );
  const onSubmit = form.handleSubmit((values) => {
    if (settings.authenticated) submit.submit({ ...answers, ...values }, {});
    else saveAndContinue(values);
  });
  const errors = items.length > 0 ? items : submit.items;
  return (
    <QuestionPage
      title={BIRTHDATE_QUESTION}
      backHref={backHref}
      errors={errors}
      focusKey={`${focusKey}-${submit.attempt}`}
      onSubmit={(event) => void onSubmit(event)}
      submitting={submit.pending}
      submitLabel={settings.authenticated ? 'Submit' : 'Continue'}
    >
      <FormField
        name="dob"
        label={BIRTHDATE_QUESTION}
        labelAsHeading
        hint="For example, 03/27/1980"
        error={errorFor('dob')}
      >
        {(control) => (
          <TextInput
            {...control}
            {...form.register('dob' as never)}
            className="input--medium"
            autoComplete="bday"
            inputMode="numeric"
            placeholder="MM/DD/YYYY"
          />
        )}
      </FormField>
      <SubmitProblem duplicate={submit.duplicate} />
    </QuestionPage>
  );
}
