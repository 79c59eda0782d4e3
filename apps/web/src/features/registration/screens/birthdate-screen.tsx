import { birthdateScreenSchema } from '@lintel/domain/registration/birthdate-screen';
import { signedInBirthdateScreenSchema } from '@lintel/domain/registration/signed-in-consent';
import { toDisplayDate } from '@lintel/domain/validation/date-of-birth';
import { FormField } from '../../../components/form/form-field.tsx';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { SoftCreditConsent } from '../components/soft-credit-consent.tsx';
import { useScreenForm } from '../form/use-screen-form.ts';
import { useRegistrationContext } from '../registration-settings.tsx';
import { useScreen } from '../steps/use-screen.ts';
import { useSubmitRegistration } from './use-submit-registration.ts';
import { SubmitProblem } from './submit-problem.tsx';

export const BIRTHDATE_QUESTION = 'What is your date of birth?';

/** A new visitor's birthdate form, or a signed-in visitor's with the soft-credit authorisation. */
type BirthdateForm =
  ReturnType<typeof birthdateScreenSchema> | ReturnType<typeof signedInBirthdateScreenSchema>;

/**
 * Spec 000 §2 screen 6; the age rule follows the property's state (19 in Alabama). A signed-in visitor has nothing
 * after this screen, so for them it asks the soft-credit authorisation and submits the registration (decision 078).
 */
export function BirthdateScreen() {
  const { answers, settings, backHref, saveAndContinue } = useScreen('birthdate');
  const context = useRegistrationContext(answers.propertyAddress?.state);
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  const submit = useSubmitRegistration();
  const signedIn = settings.authenticated;
  // The two schemas differ only by the consent, so one form covers both.
  const { form, items, errorFor, focusKey } = useScreenForm<BirthdateForm>(
    signedIn ? signedInBirthdateScreenSchema(context) : birthdateScreenSchema(context),
    { dob: toDisplayDate(answers.dob ?? ''), ...(signedIn ? { softCreditConsent: false } : {}) },
    ['dob', 'softCreditConsent'],
  );
  const onSubmit = form.handleSubmit((values) => {
    const { dob } = values;
    const softCreditConsent = 'softCreditConsent' in values ? values.softCreditConsent : undefined;
    if (signedIn) submit.submit({ ...answers, dob }, { softCreditConsent });
    else saveAndContinue({ dob });
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
            {...form.register('dob')}
            className="input--medium"
            autoComplete="bday"
            inputMode="numeric"
            placeholder="MM/DD/YYYY"
          />
        )}
      </FormField>
      {signedIn ? (
        <SoftCreditConsent
          companyName={companyName}
          field={form.register('softCreditConsent')}
          error={errorFor('softCreditConsent')}
        />
      ) : null}
      <SubmitProblem duplicate={submit.duplicate} />
    </QuestionPage>
  );
}
