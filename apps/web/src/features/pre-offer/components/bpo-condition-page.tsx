import { useState } from 'react';
import { stateBpoCondition } from '@lintel/domain/api/endpoints/pre-offer-actions';
import { PROPERTY_CONDITIONS, PROPERTY_CONDITION_LABELS } from '@lintel/domain/application/bpo';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { useActionForm } from '../form/use-action-form.ts';

export const CONDITION_TITLE = 'What condition is your property in?';

// Best first, the way people think about their home; "not sure" last.
const OPTIONS = [...PROPERTY_CONDITIONS]
  .reverse()
  .map((value) => ({ value, ...PROPERTY_CONDITION_LABELS[value] }));

/**
 * Page bpo/condition (server step BPO_CONDITION: Texas, or a state the lender's policy adds, decision 223): a broker
 * price opinion is required, and the broker starts from the borrower's description of the property's condition
 * (decision 104). The hint speaks of "your state" because it is not always Texas.
 */
export function BpoConditionPage({ uuid }: { uuid: string }) {
  const [condition, setCondition] = useState<string | undefined>();
  const form = useActionForm({
    uuid,
    endpoint: stateBpoCondition,
    fields: ['propertyCondition'],
  });
  return (
    <QuestionPage
      title={CONDITION_TITLE}
      errors={form.errors}
      focusKey={form.focusKey}
      submitting={form.submitting}
      onSubmit={(event) => form.submit(event, { propertyCondition: condition })}
    >
      <RadioGroup
        name="propertyCondition"
        legend={CONDITION_TITLE}
        legendAsHeading
        hint="In your state, a local real-estate broker must value your home before a home-equity line can close. Your answer helps the broker prepare; they will see the property for themselves."
        error={form.errorFor('propertyCondition')}
        options={OPTIONS}
        value={condition}
        onChange={setCondition}
      />
    </QuestionPage>
  );
}
