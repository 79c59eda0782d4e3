import { Controller } from 'react-hook-form';
import { forSaleScreenSchema } from '@lintel/domain/registration/for-sale-screen';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { useScreenForm } from '../form/use-screen-form.ts';
import { useScreen } from '../steps/use-screen.ts';

export const FOR_SALE_QUESTION = 'Is this property currently for sale?';
export const FOR_SALE_QUESTION_SIX_MONTHS =
  'Is this property currently for sale or will it be listed for sale within the next 6 months?';

/** Spec 000 §2 screen 3; some brands add the 6-month window to the question. */
export function ForSaleScreen() {
  const { orgMetaData } = useOrganisation();
  const question = orgMetaData.heloc.forSaleSixMonthWording
    ? FOR_SALE_QUESTION_SIX_MONTHS
    : FOR_SALE_QUESTION;
  const { answers, backHref, saveAndContinue } = useScreen('for-sale');
  const { form, items, errorFor, focusKey } = useScreenForm(
    forSaleScreenSchema,
    { isListedForSale: answers.isListedForSale },
    ['isListedForSale'],
  );
  const onSubmit = form.handleSubmit((values) => saveAndContinue(values));
  return (
    <QuestionPage
      title={question}
      backHref={backHref}
      errors={items}
      focusKey={focusKey}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Controller
        control={form.control}
        name="isListedForSale"
        render={({ field }) => (
          <RadioGroup
            name="isListedForSale"
            legend={question}
            legendAsHeading
            inline
            error={errorFor('isListedForSale')}
            options={[
              { value: 'true', label: 'Yes' },
              { value: 'false', label: 'No' },
            ]}
            value={field.value === undefined ? undefined : String(field.value)}
            onChange={(value) => field.onChange(value === 'true')}
          />
        )}
      />
    </QuestionPage>
  );
}
