import { Controller } from 'react-hook-form';
import { DEFAULT_COUNTRY } from '@lintel/domain/constants/field-limits';
import { phoneEmailScreenSchema } from '@lintel/domain/registration/phone-email-screen';
import { Checkbox } from '../../../components/form/checkbox.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { PhoneInput } from '../../../components/form/phone-input.tsx';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { useScreenForm } from '../form/use-screen-form.ts';
import { useScreen } from '../steps/use-screen.ts';

export const CONTACT_QUESTION = 'How can we contact you?';
const FIELDS = [
  'email',
  'phoneCountry',
  'phoneNumber',
  'smsMarketingConsent',
  'smsTransactionalConsent',
] as const;

/** Spec 000 §2 screen 7 (visitors without a session): email, mobile phone, and the two optional SMS consents. */
export function PhoneEmailScreen() {
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  const { answers, backHref, saveAndContinue } = useScreen('phone-and-email');
  const { form, items, errorFor, focusKey } = useScreenForm(
    phoneEmailScreenSchema,
    {
      email: answers.email ?? '',
      phoneNumber: answers.phoneNumber ?? '',
      phoneCountry: answers.phoneCountry ?? DEFAULT_COUNTRY,
      smsMarketingConsent: answers.smsMarketingConsent ?? false,
      smsTransactionalConsent: answers.smsTransactionalConsent ?? false,
    },
    FIELDS,
  );
  const onSubmit = form.handleSubmit((values) => saveAndContinue(values));
  const country = String(form.watch('phoneCountry') ?? DEFAULT_COUNTRY);
  return (
    <QuestionPage
      title={CONTACT_QUESTION}
      backHref={backHref}
      errors={items}
      focusKey={focusKey}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h1 className="heading-l">{CONTACT_QUESTION}</h1>
      <FormField
        name="email"
        label="Email address"
        hint="You will use it to log in"
        error={errorFor('email')}
      >
        {(control) => (
          <TextInput
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            spellCheck={false}
          />
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
            country={country}
            onChange={field.onChange}
            onCountryChange={(next) => form.setValue('phoneCountry', next)}
          />
        )}
      />
      <Checkbox
        {...form.register('smsTransactionalConsent')}
        label={`Text me updates about my application from ${companyName}. Message and data rates may apply.`}
        error={errorFor('smsTransactionalConsent')}
      />
      <Checkbox
        {...form.register('smsMarketingConsent')}
        label={`Text me offers and news from ${companyName}. Message and data rates may apply; reply STOP to end.`}
        error={errorFor('smsMarketingConsent')}
      />
    </QuestionPage>
  );
}
