import { Controller } from 'react-hook-form';
import { EMPLOYMENT_TYPES } from '@lintel/domain/application/application-enums';
import { LOW_INCOME_THRESHOLD } from '@lintel/domain/constants/eligibility';
import {
  LOW_INCOME_CONFIRMATION,
  incomeScreenSchema,
  needsLowIncomeConfirmation,
} from '@lintel/domain/registration/income-screen';
import { FormField, fieldId } from '../../../components/form/form-field.tsx';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { useScreenForm } from '../form/use-screen-form.ts';
import { useScreen } from '../steps/use-screen.ts';
import { parseDollars } from '../../../components/form/dollar-text.ts';
import { EMPLOYMENT_LABELS } from './income-labels.ts';

export const INCOME_QUESTION = 'What is your annual income?';
const FIELDS = [
  'income.income',
  'income.otherIncome',
  'income.employmentType',
  'income.lowIncomeConfirmed',
] as const;

/** Spec 000 §2 screen 4 and §5: income, other income, primary source; low income must be confirmed. */
export function AnnualIncomeScreen() {
  const { answers, backHref, saveAndContinue } = useScreen('annual-income');
  const saved = answers.income;
  const { form, items, errorFor, focusKey } = useScreenForm(
    incomeScreenSchema,
    {
      income: {
        // The field shows a saved figure as its digits; parseDollars reads what is typed back into a number
        // (blank: undefined, and the schema says 'Must be at least $0').
        income: saved?.income,
        otherIncome: saved?.otherIncome,
        employmentType: saved?.employmentType,
        lowIncomeConfirmed: saved?.lowIncomeConfirmed,
      },
    },
    FIELDS,
  );
  const onSubmit = form.handleSubmit((values) => saveAndContinue(values));
  const income = parseDollars(form.watch('income.income'));
  const confirmed = form.watch('income.lowIncomeConfirmed') === true;
  // Spec 000 §5: the warning "stays until confirmed" once the low figure has been submitted.
  const showWarning =
    !confirmed &&
    needsLowIncomeConfirmation(income) &&
    (form.formState.submitCount > 0 || Boolean(errorFor('income.lowIncomeConfirmed')));
  const amountField = (name: 'income.income' | 'income.otherIncome') =>
    form.register(name, {
      setValueAs: parseDollars,
      onChange: () => form.setValue('income.lowIncomeConfirmed', false),
    });

  return (
    <QuestionPage
      title={INCOME_QUESTION}
      backHref={backHref}
      errors={items}
      focusKey={focusKey}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h1 className="heading-l">{INCOME_QUESTION}</h1>
      <FormField
        name="income.income"
        label="Annual income"
        hint="Your yearly income before tax, in dollars"
        error={errorFor('income.income')}
      >
        {(control) => (
          <TextInput
            {...control}
            {...amountField('income.income')}
            inputMode="decimal"
            className="input--short"
          />
        )}
      </FormField>
      {showWarning ? (
        <div className="warning-panel" role="alert">
          <p>
            The income you entered is under ${LOW_INCOME_THRESHOLD.toLocaleString('en-US')} a year. Please
            check it is your annual income before tax, not a monthly figure.
          </p>
          <button
            type="button"
            id={fieldId('income.lowIncomeConfirmed')}
            className="button button--secondary"
            onClick={() => {
              form.setValue('income.lowIncomeConfirmed', true);
              void onSubmit();
            }}
          >
            {LOW_INCOME_CONFIRMATION}
          </button>
        </div>
      ) : null}
      <FormField
        name="income.otherIncome"
        label="Other annual income (optional)"
        hint="For example rental income or investments"
        error={errorFor('income.otherIncome')}
      >
        {(control) => (
          <TextInput
            {...control}
            {...amountField('income.otherIncome')}
            inputMode="decimal"
            className="input--short"
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="income.employmentType"
        render={({ field }) => (
          <RadioGroup
            name="income.employmentType"
            legend="What is your primary source of income?"
            error={errorFor('income.employmentType')}
            options={EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_LABELS[value] }))}
            value={field.value as string | undefined}
            onChange={field.onChange}
          />
        )}
      />
    </QuestionPage>
  );
}
