import { useState } from 'react';
import { estimateValue } from '@lintel/domain/api/endpoints/pre-offer-actions';
import { VALUATION_COST } from '@lintel/domain/constants/loan-bounds';
import { DollarInput } from '../../../components/form/dollar-input.tsx';
import { parseDollars } from '../../../components/form/dollar-text.ts';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { useActionForm } from '../form/use-action-form.ts';

export const ESTIMATE_TITLE = 'What do you think your home is worth?';
const LABEL = "Your estimate of your home's value";

/**
 * Page bpo/estimate-value (server steps NO_AVM and NO_BPO_ESTIMATE): no automated valuation exists, so offers rest on
 * the borrower's estimate until a broker's valuation confirms it, which costs $180 (spec 001 §1).
 */
export function EstimateValuePage({ uuid }: { uuid: string }) {
  const [value, setValue] = useState('');
  const form = useActionForm({
    uuid,
    endpoint: estimateValue,
    fields: ['estimatedValue'],
  });
  return (
    <QuestionPage
      title={ESTIMATE_TITLE}
      errors={form.errors}
      focusKey={form.focusKey}
      submitting={form.submitting}
      onSubmit={(event) => form.submit(event, { estimatedValue: parseDollars(value) })}
    >
      <h1 className="heading-l">{ESTIMATE_TITLE}</h1>
      <p>
        We could not find an automated valuation for your home. Your estimate lets us show you offers now. A
        local broker will then value the home; if their value is lower, your offer may change.
      </p>
      <p>
        The broker&apos;s valuation costs ${VALUATION_COST}, which is included in your offer&apos;s costs.
      </p>
      <DollarInput
        name="estimatedValue"
        label={LABEL}
        hint="The price you think it would sell for today, in dollars"
        error={form.errorFor('estimatedValue')}
        value={value}
        onChange={setValue}
      />
    </QuestionPage>
  );
}
