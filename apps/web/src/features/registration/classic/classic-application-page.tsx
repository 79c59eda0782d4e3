import { Controller } from 'react-hook-form';
import { useRouter } from '@tanstack/react-router';
import { EMPLOYMENT_TYPES } from '@lintel/domain/application/application-enums';
import { needsHomeAddress } from '@lintel/domain/registration/home-address-screen';
import {
  LOW_INCOME_CONFIRMATION,
  needsLowIncomeConfirmation,
} from '@lintel/domain/registration/income-screen';
import {
  OCCUPANCY_TYPES,
  isLenderStateRefused,
  isReferralStateRefused,
} from '@lintel/domain/registration/property-address-screen';
import { toDisplayDate } from '@lintel/domain/validation/date-of-birth';
import { Checkbox } from '../../../components/form/checkbox.tsx';
import { parseDollars } from '../../../components/form/dollar-text.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { paths } from '../../../config/paths.ts';
import { AddressQuestion } from '../components/address-question.tsx';
import { StateNotLicensed } from '../components/state-not-licensed.tsx';
import { removeAnswers, saveAnswers, useDraft } from '../draft/draft-store.ts';
import { useScreenForm } from '../form/use-screen-form.ts';
import type { FormPath, FormValues } from '../form/use-screen-form.ts';
import { useRegistrationContext, useRegistrationSettings } from '../registration-settings.tsx';
import { SubmitProblem } from '../screens/submit-problem.tsx';
import { useSubmitRegistration } from '../screens/use-submit-registration.ts';
import { EMPLOYMENT_LABELS } from '../screens/income-labels.ts';
import { FOR_SALE_QUESTION, FOR_SALE_QUESTION_SIX_MONTHS } from '../screens/for-sale-screen.tsx';
import { PROPERTY_HEADING, PROPERTY_QUESTION } from '../screens/property-address-screen.tsx';
import { SoftCreditConsent } from '../components/soft-credit-consent.tsx';
import { classicApplicationSchema } from './classic-schemas.ts';

const ADDRESS = ['street1', 'street2', 'city', 'state', 'zip'] as const;
const FIELDS = [
  ...ADDRESS.map((f) => `propertyAddress.${f}` as const),
  'propertyAddress.occupancyType',
  ...ADDRESS.map((f) => `homeAddress.${f}` as const),
  'isListedForSale',
  'income.income',
  'income.lowIncomeConfirmed',
  'income.otherIncome',
  'income.employmentType',
  'name.firstName',
  'name.middleName',
  'name.lastName',
  'dob',
  'softCreditConsent',
] as const;
type Schema = ReturnType<typeof classicApplicationSchema>;
type Field = FormPath<Schema>;
const OCCUPANCY_LABELS = {
  PRIMARY: 'Primary residence',
  SECONDARY: 'Secondary home',
  INVESTMENT: 'Investment property',
};

/** The classic /register index: every application question of register-v2 on one page, with the same rules. */
export function ClassicApplicationPage() {
  const { orgMetaData } = useOrganisation();
  const router = useRouter();
  const settings = useRegistrationSettings();
  const submit = useSubmitRegistration();
  const { answers } = useDraft();
  const baseContext = useRegistrationContext(answers.propertyAddress?.state);
  const { form, items, errorFor, focusKey } = useScreenForm<Schema>(
    // The age rule follows the state typed on this same page (19 in Alabama).
    (typed) => {
      const state: unknown = typed.propertyAddress?.state;
      return classicApplicationSchema({
        ...baseContext,
        propertyState: typeof state === 'string' ? state.toUpperCase() : undefined,
      });
    },
    {
      propertyAddress: answers.propertyAddress ?? {},
      homeAddress: answers.homeAddress,
      isListedForSale: answers.isListedForSale,
      income: { ...answers.income },
      name: { firstName: '', middleName: '', lastName: '', suffix: '', ...answers.name },
      dob: toDisplayDate(answers.dob ?? ''),
    },
    FIELDS,
  );
  const values = form.watch();
  const state = String(values.propertyAddress?.state ?? '').toUpperCase();
  const refused = isReferralStateRefused(state, baseContext.referral);
  const notLicensed = !refused && isLenderStateRefused(state, baseContext.licensedStates);
  const showHome = needsHomeAddress(values.propertyAddress?.occupancyType);
  const question = orgMetaData.heloc.forSaleSixMonthWording
    ? FOR_SALE_QUESTION_SIX_MONTHS
    : FOR_SALE_QUESTION;
  const lowIncome = needsLowIncomeConfirmation(parseDollars(values.income?.income));
  const text = (name: Field, label: string, hint?: string) => (
    <FormField name={name} label={label} hint={hint} error={errorFor(name)}>
      {(control) => <TextInput {...control} {...form.register(name)} />}
    </FormField>
  );
  const radios = (name: Field, legend: string, options: { value: string; label: string }[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <RadioGroup
          name={name}
          legend={legend}
          error={errorFor(name)}
          options={options}
          value={field.value === undefined ? undefined : String(field.value)}
          onChange={(value) => field.onChange(value === 'true' ? true : value === 'false' ? false : value)}
        />
      )}
    />
  );

  const onSubmit = form.handleSubmit((checked) => {
    // The consent is never kept in the draft: each submit must be authorised afresh.
    const { softCreditConsent, ...next } = checked;
    if (!needsHomeAddress(next.propertyAddress?.occupancyType)) removeAnswers(['homeAddress']);
    saveAnswers(next);
    // A signed-in visitor has no account to set up: this page registers the application (spec 000 §6).
    if (settings.authenticated) submit.submit(next, { softCreditConsent });
    else router.history.push(paths.register.getHref('account-setup'));
  });

  return (
    <QuestionPage
      title={PROPERTY_HEADING}
      errors={items.length > 0 ? items : submit.items}
      focusKey={`${focusKey}-${submit.attempt}`}
      onSubmit={(event) => void onSubmit(event)}
      submitting={refused || submit.pending}
      submitLabel={settings.authenticated ? 'Submit' : 'Continue'}
    >
      <h1 className="heading-l">{PROPERTY_HEADING}</h1>
      <AddressQuestion<FormValues<Schema>>
        prefix="propertyAddress"
        label={PROPERTY_QUESTION}
        form={form}
        errorFor={errorFor}
      />
      {notLicensed ? (
        <StateNotLicensed state={state} messageShown={Boolean(errorFor('propertyAddress.state'))} />
      ) : null}
      {radios(
        'propertyAddress.occupancyType',
        'How do you use this property?',
        OCCUPANCY_TYPES.map((value) => ({ value, label: OCCUPANCY_LABELS[value] })),
      )}
      {showHome ? (
        <AddressQuestion<FormValues<Schema>>
          prefix="homeAddress"
          label="What's your primary home address?"
          form={form}
          errorFor={errorFor}
        />
      ) : null}
      {radios('isListedForSale', question, [
        { value: 'true', label: 'Yes' },
        { value: 'false', label: 'No' },
      ])}
      <FormField
        name="income.income"
        label="Annual income"
        hint="Before tax, in dollars"
        error={errorFor('income.income')}
      >
        {(control) => (
          <TextInput
            {...control}
            {...form.register('income.income', { setValueAs: parseDollars })}
            inputMode="decimal"
          />
        )}
      </FormField>
      {lowIncome ? (
        <Checkbox
          {...form.register('income.lowIncomeConfirmed')}
          label={LOW_INCOME_CONFIRMATION}
          error={errorFor('income.lowIncomeConfirmed')}
        />
      ) : null}
      <FormField
        name="income.otherIncome"
        label="Other annual income (optional)"
        error={errorFor('income.otherIncome')}
      >
        {(control) => (
          <TextInput
            {...control}
            {...form.register('income.otherIncome', { setValueAs: parseDollars })}
            inputMode="decimal"
          />
        )}
      </FormField>
      {radios(
        'income.employmentType',
        'What is your primary source of income?',
        EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_LABELS[value] })),
      )}
      {text('name.firstName', 'First name')}
      {text('name.middleName', 'Middle name (optional)')}
      {text('name.lastName', 'Last name')}
      {text('dob', 'Date of birth', 'For example, 03/27/1980')}
      {settings.authenticated ? (
        <SoftCreditConsent
          companyName={orgMetaData.companyInfo.companyName}
          field={form.register('softCreditConsent')}
          error={errorFor('softCreditConsent')}
        />
      ) : null}
      <SubmitProblem duplicate={submit.duplicate} />
      <p>
        Need help? <a href={paths.register.getHref('support')}>Contact us</a>
      </p>
    </QuestionPage>
  );
}
