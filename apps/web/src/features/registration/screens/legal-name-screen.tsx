import { legalNameScreenSchema } from '@lintel/domain/registration/legal-name-screen';
import { NAME_SUFFIXES } from '@lintel/domain/validation/names';
import { FormField } from '../../../components/form/form-field.tsx';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { useScreenForm } from '../form/use-screen-form.ts';
import type { FormPath } from '../form/use-screen-form.ts';
import { useRegistrationContext } from '../registration-settings.tsx';
import { useScreen } from '../steps/use-screen.ts';

export const LEGAL_NAME_QUESTION = 'What is your legal name?';
const FIELDS = ['name.firstName', 'name.middleName', 'name.lastName', 'name.suffix'] as const;
type Field = FormPath<ReturnType<typeof legalNameScreenSchema>>;

/** Spec 000 §2 screen 5 (rules: spec 001 §5 Names). */
export function LegalNameScreen() {
  const { answers, backHref, saveAndContinue } = useScreen('legal-name');
  const context = useRegistrationContext(answers.propertyAddress?.state);
  const { form, items, errorFor, focusKey } = useScreenForm(
    legalNameScreenSchema(context),
    { name: { firstName: '', middleName: '', lastName: '', suffix: '', ...answers.name } },
    FIELDS,
  );
  const onSubmit = form.handleSubmit((values) => saveAndContinue(values));
  const text = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <FormField name={name} label={label} hint={hint} error={errorFor(name)}>
      {(control) => <TextInput {...control} {...form.register(name)} autoComplete={autoComplete} />}
    </FormField>
  );
  return (
    <QuestionPage
      title={LEGAL_NAME_QUESTION}
      backHref={backHref}
      errors={items}
      focusKey={focusKey}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h1 className="heading-l">{LEGAL_NAME_QUESTION}</h1>
      <p className="hint">As it appears on your government-issued ID.</p>
      {text('name.firstName', 'First name', 'given-name')}
      {text('name.middleName', 'Middle name (optional)', 'additional-name')}
      {text('name.lastName', 'Last name', 'family-name')}
      <FormField name="name.suffix" label="Suffix (optional)" error={errorFor('name.suffix')}>
        {(control) => (
          <select
            {...control}
            {...form.register('name.suffix')}
            className="input input--short"
            autoComplete="honorific-suffix"
          >
            {NAME_SUFFIXES.map((suffix) => (
              <option key={suffix} value={suffix}>
                {suffix === '' ? 'None' : suffix}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </QuestionPage>
  );
}
