import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Offer } from '@lintel/domain/application/offer';
import { AUTOPAY_REQUIRED, maskedAccount } from '@lintel/domain/application/disbursement-account';
import { formatPercent } from '@lintel/domain/loan-math/format-money';
import { autopayDiscountPoints, offerRate } from '@lintel/domain/loan-math/offer-rate';
import type { ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { bankDraft, lastFour, type BankDraft } from '../bank-draft.ts';

export const AUTOPAY_TITLE = 'How do you want to make your monthly payments?';
const FIELD = 'autopay';

/** The two payment modes (spec 001 §3 AUTOPAY, MANUAL) in words, each with the rate it gives (decision 166). */
export function paymentChoices(offer: Pick<Offer, 'rate' | 'discountList'> | undefined, mask: string) {
  const points = offer ? autopayDiscountPoints(offer) : undefined;
  const autopayRate = offer ? formatPercent(offerRate(offer, 'AUTOPAY')) : undefined;
  const manualRate = offer ? formatPercent(offerRate(offer, 'MANUAL')) : undefined;
  return [
    {
      value: 'AUTOPAY',
      label: `Automatically from the account ending ${maskedAccount(mask)} (autopay)`,
      hint:
        offer && points
          ? `Your rate: ${autopayRate} with autopay. Autopay takes ${formatPercent(points)} off the ${manualRate} rate.`
          : offer
            ? `Your rate stays ${manualRate}: this offer has no autopay discount.`
            : 'Each payment is taken from this account on its due date.',
    },
    {
      value: 'MANUAL',
      label: 'I will pay each month myself',
      hint: offer
        ? `Your rate: ${manualRate}. You pay by bank transfer or check before each due date.`
        : 'You pay by bank transfer or check before each due date.',
    },
  ];
}

interface AutopayPageProps {
  uuid: string;
  draft: BankDraft;
  /** The offer chosen on product/select, for the rate of each mode; undefined while the offers load. */
  offer: Offer | undefined;
  backHref: string;
  onContinue: () => void;
}

/**
 * Page bank/autopay (decision 186): autopay from the account just given, or paying by hand. Each choice shows the
 * rate it gives, the autopay one after its discount, from the offer's own figures (decision 166). Step 2 of 3.
 */
export function AutopayPage({ uuid, draft, offer, backHref, onContinue }: AutopayPageProps) {
  const [choice, setChoice] = useState<string | undefined>(
    draft.autopay === undefined ? undefined : draft.autopay ? 'AUTOPAY' : 'MANUAL',
  );
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    if (!choice) {
      setErrors([{ message: AUTOPAY_REQUIRED, field: FIELD }]);
      return;
    }
    setErrors([]);
    bankDraft.save(uuid, { ...draft, autopay: choice === 'AUTOPAY' });
    onContinue();
  }

  return (
    <QuestionPage
      title={AUTOPAY_TITLE}
      backHref={backHref}
      errors={errors}
      focusKey={attempts}
      onSubmit={submit}
    >
      <RadioGroup
        name={FIELD}
        legend={AUTOPAY_TITLE}
        legendAsHeading
        hint="Your monthly payments start after your line is funded. Step 2 of 3."
        error={errors[0]?.message}
        options={paymentChoices(offer, lastFour(draft.accountNumber))}
        value={choice}
        onChange={setChoice}
      />
    </QuestionPage>
  );
}
