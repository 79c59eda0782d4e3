import { homeAddressScreenSchema } from '@lintel/domain/registration/home-address-screen';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { AddressQuestion } from '../components/address-question.tsx';
import { useLightScreenForm } from '../form/use-light-screen-form.ts';
import type { FormValues } from '../form/use-screen-form.ts';
import { useScreen } from '../steps/use-screen.ts';

export const HOME_ADDRESS_QUESTION = "What's your primary home address?";
const FIELDS = [
  'homeAddress.street1',
  'homeAddress.street2',
  'homeAddress.city',
  'homeAddress.state',
  'homeAddress.zip',
] as const;

/** Spec 000 §2 screen 2: where the borrower lives, when the property is a second home or an investment. */
export function HomeAddressScreen() {
  const { answers, backHref, saveAndContinue } = useScreen('home-address');
  const { form, items, errorFor, focusKey } = useLightScreenForm(
    homeAddressScreenSchema,
    { homeAddress: answers.homeAddress ?? {} },
    FIELDS,
  );
  const onSubmit = form.handleSubmit((values) => saveAndContinue(values));
  return (
    <QuestionPage
      title={HOME_ADDRESS_QUESTION}
      backHref={backHref}
      errors={items}
      focusKey={focusKey}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h1 className="heading-l">{HOME_ADDRESS_QUESTION}</h1>
      <p className="hint">You told us the property is not where you live. Tell us where you live now.</p>
      <AddressQuestion<FormValues<typeof homeAddressScreenSchema>>
        prefix="homeAddress"
        label="Search for your home address"
        form={form}
        errorFor={errorFor}
      />
    </QuestionPage>
  );
}
