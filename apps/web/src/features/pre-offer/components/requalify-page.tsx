import { useState } from 'react';
import { requalify } from '@lintel/domain/api/endpoints/pre-offer-actions';
import { formatPercent, formatUsd } from '@lintel/domain/loan-math/format-money';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { useActionForm } from '../form/use-action-form.ts';
import './pre-offer.css';

export const REQUALIFY_TITLE = 'Your offer has changed';

const CHOICES = [
  {
    value: 'CONTINUE',
    label: 'See my new offers',
    hint: 'We work out new offers from your full credit report; you choose one before anything is final',
  },
  {
    value: 'WITHDRAW',
    label: 'Withdraw my application',
    hint: 'We close this application; you can apply again later',
  },
];

/**
 * Page product/prequal-winback (server step REQUALIFY): the hard pull at submission differs from the soft pull the
 * pre-qualified offer rested on. The borrower chooses to see revised offers or to withdraw (decision 103).
 */
export interface EarlierOffer {
  amount?: number | null | undefined;
  rate?: number | null | undefined;
  term?: number | null | undefined;
}

export function RequalifyPage({ uuid, earlier }: { uuid: string; earlier?: EarlierOffer | undefined }) {
  const [choice, setChoice] = useState<string | undefined>();
  const form = useActionForm({
    uuid,
    endpoint: requalify,
    fields: ['choice'],
  });
  return (
    <QuestionPage
      title={REQUALIFY_TITLE}
      errors={form.errors}
      focusKey={form.focusKey}
      submitting={form.submitting}
      onSubmit={(event) => form.submit(event, { choice })}
    >
      <h1 className="heading-l">{REQUALIFY_TITLE}</h1>
      <p>
        When you submitted your application we checked your full credit report, as you agreed. It is different
        from the soft check your first offer was based on, so that offer no longer applies.
      </p>
      <EarlierOfferFacts earlier={earlier} />
      <p>
        This does not mean you cannot borrow. You can see the offers we can make now, or withdraw your
        application. Checking your new offers does not affect your credit score again.
      </p>
      <RadioGroup
        name="choice"
        legend="What would you like to do?"
        error={form.errorFor('choice')}
        options={CHOICES}
        value={choice}
        onChange={setChoice}
      />
    </QuestionPage>
  );
}

/** The offer the borrower chose on the soft check, so "your offer has changed" says which one. */
function EarlierOfferFacts({ earlier }: { earlier: EarlierOffer | undefined }) {
  const { amount, rate, term } = earlier ?? {};
  if (!amount || !rate || !term) return null;
  return (
    <dl className="hold-facts">
      <dt>The offer you chose</dt>
      <dd>
        {formatUsd(amount)} over {term} years at {formatPercent(rate)}
      </dd>
    </dl>
  );
}
