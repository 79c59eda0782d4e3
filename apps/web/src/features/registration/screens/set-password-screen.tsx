import { needsNyFcraConsent, setPasswordScreenSchema } from '@lintel/domain/registration/set-password-screen';
import { Checkbox } from '../../../components/form/checkbox.tsx';
import { FormField, fieldId } from '../../../components/form/form-field.tsx';
import { PasswordStrength } from '../../../components/form/password-strength.tsx';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { SoftCreditConsent } from '../components/soft-credit-consent.tsx';
import { CommunicationsLabel, TermsPrivacyLabel } from '../components/consent-links.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import type { AccountAnswers } from '../form/build-payload.ts';
import { useScreenForm } from '../form/use-screen-form.ts';
import { useRegistrationContext } from '../registration-settings.tsx';
import { useScreen } from '../steps/use-screen.ts';
import { SubmitProblem } from './submit-problem.tsx';
import { useSubmitRegistration } from './use-submit-registration.ts';

export const SET_PASSWORD_QUESTION = 'Create a password';
const FIELDS = [
  'password',
  'confirmPassword',
  'termPrivacyConsent',
  'communicationConsent',
  'softCreditConsent',
  'nyFcraConsent',
] as const;

/**
 * Spec 000 §2 screen 8: password with its strength bar, the required consents, the soft-credit authorisation and,
 * for New York properties under fe-heloc-ny-fcra, the FCRA consent. Submitting registers the visitor.
 */
export function SetPasswordScreen() {
  const { companyInfo } = useOrganisation().orgMetaData;
  const { answers, backHref } = useScreen('set-password');
  const context = useRegistrationContext(answers.propertyAddress?.state);
  const submit = useSubmitRegistration();
  const { form, items, errorFor, focusKey } = useScreenForm(
    setPasswordScreenSchema(context),
    {
      password: '',
      confirmPassword: '',
      termPrivacyConsent: false,
      communicationConsent: false,
      softCreditConsent: false,
    },
    FIELDS,
  );
  const showFcra = needsNyFcraConsent(answers.propertyAddress?.state, context);
  const password = String(form.watch('password') ?? '');
  const onSubmit = form.handleSubmit((values) => submit.submit(answers, values as AccountAnswers));
  const errors = items.length > 0 ? items : submit.items;
  const strengthId = `${fieldId('password')}-strength`;
  return (
    <QuestionPage
      title={SET_PASSWORD_QUESTION}
      backHref={backHref}
      errors={errors}
      focusKey={`${focusKey}-${submit.attempt}`}
      onSubmit={(event) => void onSubmit(event)}
      submitting={submit.pending}
      submitLabel="Create account"
    >
      <h1 className="heading-l">{SET_PASSWORD_QUESTION}</h1>
      <FormField name="password" label="Password" error={errorFor('password')}>
        {(control) => (
          <TextInput
            {...control}
            {...form.register('password')}
            aria-describedby={[control['aria-describedby'], strengthId].filter(Boolean).join(' ')}
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <PasswordStrength value={password} id={strengthId} />
      <FormField name="confirmPassword" label="Confirm password" error={errorFor('confirmPassword')}>
        {(control) => (
          <TextInput
            {...control}
            {...form.register('confirmPassword')}
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <Checkbox
        {...form.register('termPrivacyConsent')}
        error={errorFor('termPrivacyConsent')}
        label={<TermsPrivacyLabel info={companyInfo} />}
      />
      <Checkbox
        {...form.register('communicationConsent')}
        error={errorFor('communicationConsent')}
        label={<CommunicationsLabel companyName={companyInfo.companyName} suffix=", including disclosures" />}
      />
      <SoftCreditConsent
        companyName={companyInfo.companyName}
        field={form.register('softCreditConsent')}
        error={errorFor('softCreditConsent')}
      />
      {showFcra ? (
        <Checkbox
          {...form.register('nyFcraConsent')}
          error={errorFor('nyFcraConsent')}
          label="New York residents: I understand that a consumer report may be requested in connection with this application, and that upon request I will be told whether a report was requested and, if so, the name and address of the agency that furnished it (NY FCRA)."
        />
      ) : null}
      <SubmitProblem duplicate={submit.duplicate} />
    </QuestionPage>
  );
}
