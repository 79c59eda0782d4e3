import { useState } from 'react';
import { declareAssets } from '@lintel/domain/api/endpoints/pre-offer-actions';
import { ASSET_DEPLETION_MONTHS, LIQUID_ASSET_KINDS } from '@lintel/domain/application/assets';
import { DollarInput } from '../../../components/form/dollar-input.tsx';
import { parseDollars } from '../../../components/form/dollar-text.ts';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { useActionForm } from '../form/use-action-form.ts';

export const ASSETS_TITLE = 'Tell us about your savings and investments';
const LABEL = 'Total liquid assets';

/**
 * Page product/assets (server step ASSETS_PREQUAL, asset depletion): the borrower's debts are high for the stated
 * income, so liquid assets may qualify them instead. Underwriting counts them as income spread over 360 months.
 */
export function AssetsPage({ uuid }: { uuid: string }) {
  const [amount, setAmount] = useState('');
  const form = useActionForm({
    uuid,
    endpoint: declareAssets,
    fields: ['amount'],
  });
  return (
    <QuestionPage
      title={ASSETS_TITLE}
      errors={form.errors}
      focusKey={form.focusKey}
      submitting={form.submitting}
      onSubmit={(event) => form.submit(event, { amount: parseDollars(amount) })}
    >
      <h1 className="heading-l">{ASSETS_TITLE}</h1>
      <p>
        Your monthly debts are high compared with the income you told us about, so we cannot offer a line on
        your income alone. Savings and investments you can draw on can make up the difference.
      </p>
      <p>
        We count your liquid assets as extra income: the total divided by {ASSET_DEPLETION_MONTHS} months. For
        example, $180,000 adds $500 a month. We may ask for recent statements before closing.
      </p>
      <h2 className="heading-s">What counts</h2>
      <ul>
        {LIQUID_ASSET_KINDS.map((kind) => (
          <li key={kind}>{kind}</li>
        ))}
      </ul>
      <p>Do not include your home, cars, or money you have borrowed.</p>
      <DollarInput
        name="amount"
        label={LABEL}
        hint="The total value today, in dollars"
        error={form.errorFor('amount')}
        value={amount}
        onChange={setAmount}
      />
    </QuestionPage>
  );
}
