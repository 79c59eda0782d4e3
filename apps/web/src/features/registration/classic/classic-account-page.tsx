import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { Navigate } from '@tanstack/react-router';
import { DEFAULT_COUNTRY } from '@lintel/domain/constants/field-limits';
import { needsNyFcraConsent } from '@lintel/domain/registration/set-password-screen';
import { Checkbox } from '../../../components/form/checkbox.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { PasswordStrength } from '../../../components/form/password-strength.tsx';
import { PhoneInput } from '../../../components/form/phone-input.tsx';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { paths } from '../../../config/paths.ts';
import { useDraft } from '../draft/draft-store.ts';
import { useScreenForm } from '../form/use-screen-form.ts';
import type { FormPath } from '../form/use-screen-form.ts';
import { useRegistrationContext, useRegistrationSettings } from '../registration-settings.tsx';
import { firstUnanswered } from '../steps/register-v2-steps.ts';
import { SubmitProblem } from '../screens/submit-problem.tsx';
import { useSubmitRegistration } from '../screens/use-submit-registration.ts';
import { CommunicationsLabel, TermsPrivacyLabel } from '../components/consent-links.tsx';
import { classicAccountSchema } from './classic-schemas.ts';

const FIELDS = [
  'email',
  'phoneCountry',
  'phoneNumber',
  'password',
  'confirmPassword',
  'termPrivacyConsent',
  'communicationConsent',
  'softCreditConsent',
  'nyFcraConsent',
] as const;
type Field = FormPath<ReturnType<typeof classicAccountSchema>>;
const ACCOUNT_SCREENS = new Set(['phone-and-email', 'set-password']);

/** The classic /register/account-setup: contact, password and consents on one page; submitting registers. */
export function ClassicAccountPage() {
  const { companyInfo } = useOrganisation().orgMetaData;
  const settings = useRegistrationSettings();
  const { answers } = useDraft();
  const context = useRegistrationContext(answers.propertyAddress?.state);
  const submit = useSubmitRegistration();
  const { form, items, errorFor, focusKey } = useScreenForm(
    classicAccountSchema(context),
    { email: '', phoneNumber: '', phoneCountry: DEFAULT_COUNTRY, password: '', confirmPassword: '' },
    FIELDS,
  );
  const gap = firstUnanswered({ answers, authenticated: settings.authenticated });
  // Once registered the draft is cleared; that must not bounce the visitor back before they leave.
  if (!submit.pending && !ACCOUNT_SCREENS.has(gap)) return <Navigate to={paths.register.getHref()} replace />;
  const onSubmit = form.handleSubmit((values) => {
    const { email, phoneNumber, phoneCountry, smsMarketingConsent, smsTransactionalConsent, ...account } =
      values;
    submit.submit(
      {
        ...answers,
        email,
        phoneNumber,
        phoneCountry,
        smsMarketingConsent,
        smsTransactionalConsent,
      },
      account,
    );
  });
  const check = (name: Field, label: ReactNode) => (
    <Checkbox {...form.register(name)} label={label} error={errorFor(name)} />
  );
  return (
    <QuestionPage
      title="Create your account"
      backHref={paths.register.getHref()}
      errors={items.length > 0 ? items : submit.items}
      focusKey={`${focusKey}-${submit.attempt}`}
      onSubmit={(event) => void onSubmit(event)}
      submitting={submit.pending}
      submitLabel="Create account"
    >
      <h1 className="heading-l">Create your account</h1>
      <FormField name="email" label="Email address" error={errorFor('email')}>
        {(control) => (
          <TextInput {...control} {...form.register('email')} type="email" autoComplete="email" />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="phoneNumber"
        render={({ field }) => (
          <PhoneInput
            name="phoneNumber"
            countryName="phoneCountry"
            label="Mobile phone number"
            error={errorFor('phoneNumber')}
            value={String(field.value ?? '')}
            country={String(form.watch('phoneCountry') ?? DEFAULT_COUNTRY)}
            onChange={field.onChange}
            onCountryChange={(next) => form.setValue('phoneCountry', next)}
          />
        )}
      />
      {check(
        'smsTransactionalConsent',
        `Text me updates about my application from ${companyInfo.companyName}.`,
      )}
      {check('smsMarketingConsent', `Text me offers and news from ${companyInfo.companyName}.`)}
      <FormField name="password" label="Password" error={errorFor('password')}>
        {(control) => (
          <TextInput
            {...control}
            {...form.register('password')}
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <PasswordStrength value={String(form.watch('password') ?? '')} id="classic-password-strength" />
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
      {check('termPrivacyConsent', <TermsPrivacyLabel info={companyInfo} />)}
      {check('communicationConsent', <CommunicationsLabel companyName={companyInfo.companyName} />)}
      <p className="notice">
        By creating an account you authorize {companyInfo.companyName} to obtain your credit report to
        pre-qualify you. This soft credit inquiry does not affect your credit score.
      </p>
      {check('softCreditConsent', 'I authorize the soft credit check described above.')}
      {needsNyFcraConsent(answers.propertyAddress?.state, context)
        ? check('nyFcraConsent', 'New York residents: I acknowledge the NY FCRA consumer report disclosure.')
        : null}
      <SubmitProblem duplicate={submit.duplicate} />
    </QuestionPage>
  );
}
