import { useState } from 'react';
import type { FormEvent } from 'react';
import { formatPercent, formatUsd } from '@lintel/domain/loan-math/format-money';
import { drawAmountProblem } from '@lintel/domain/validation/draw-amount';
import { parseDollars } from '../../../components/form/dollar-text.ts';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import type { Offer } from '@lintel/domain/application/offer';
import {
  autopayDiscount,
  autopayDiscountPoints,
  findOffer,
  offerFigures,
  offersOfType,
} from '../offers/offer-figures.ts';
import type { OfferType, PayType } from '../offers/offer-figures.ts';
import { PAY_TYPE_LABELS, TYPE_LABELS } from '../offers/offer-choice.ts';
import type { OfferChoiceSearch } from '../offers/offer-choice.ts';
import { OfferFiguresPanel } from './offer-figures-panel.tsx';
import { OfferCards } from './offer-cards.tsx';

interface ProductSelectFormProps {
  offers: readonly Offer[];
  initial?: Partial<OfferChoiceSearch> | undefined;
  onContinue: (choice: OfferChoiceSearch) => void;
}

/**
 * product/select: type, payment mode, the draw (a whole-dollar number input within minDraw..maxDraw), the terms as
 * offer cards with that draw's figures (decision 177), and the chosen offer's figures. Every rate and amount on it comes from the domain's offer figures with the
 * payment mode chosen (decision 166), so the term list, the figures and "Compare terms" always agree.
 */
export function ProductSelectForm({ offers, initial, onContinue }: ProductSelectFormProps) {
  const types = (['FIXED', 'FLOATING'] as const).filter((t) => offersOfType(offers, t).length > 0);
  const [type, setType] = useState<OfferType>(initial?.type ?? types[0] ?? 'FIXED');
  const ofType = offersOfType(offers, type);
  const [term, setTerm] = useState<number>(initial?.term ?? ofType[ofType.length - 1]?.term ?? 0);
  const offer = findOffer(offers, type, term) ?? ofType[0];
  // Spec 000/001 give no default draw: it starts at the smallest the offer allows (decision 166), never the largest.
  const [amountText, setAmountText] = useState(String(initial?.amount ?? offer?.minDraw ?? ''));
  const [payType, setPayType] = useState<PayType>(initial?.payType ?? 'AUTOPAY');
  const [error, setError] = useState<string | undefined>();
  const [attempts, setAttempts] = useState(0);
  if (!offer) return <p>There are no offers to choose from right now.</p>;

  // A blank draw is no number ('Please enter an amount'); until the draw is valid, no figures show anywhere.
  const amount = parseDollars(amountText) ?? Number.NaN;
  const valid = drawAmountProblem(amount, offer) === undefined;
  const figures = valid ? offerFigures(offer, amount, payType) : undefined;
  const autopay = autopayDiscount(offer);
  const autopayPoints = autopayDiscountPoints(offer);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = drawAmountProblem(amount, offer ?? { minDraw: 0, maxDraw: 0 });
    setError(problem);
    setAttempts((n) => n + 1);
    if (!problem && offer)
      onContinue({
        type: offer.type === 'FLOATING' ? 'FLOATING' : 'FIXED',
        term: offer.term,
        amount,
        payType,
      });
  }

  return (
    <form noValidate onSubmit={submit} className="stack">
      <ErrorSummary items={error ? [{ field: 'amount', message: error }] : []} focusKey={attempts} />
      {types.length > 1 ? (
        <RadioGroup
          name="type"
          legend="Rate type"
          inline
          options={types.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          value={type}
          onChange={(value) => {
            const next = value === 'FLOATING' ? 'FLOATING' : 'FIXED';
            setType(next);
            const terms = offersOfType(offers, next);
            if (!terms.some((o) => o.term === term)) setTerm(terms[terms.length - 1]?.term ?? 0);
          }}
        />
      ) : null}
      <RadioGroup
        name="payType"
        legend="How will you make your payments?"
        options={[
          {
            value: 'AUTOPAY',
            label: PAY_TYPE_LABELS.AUTOPAY,
            ...(autopay && autopayPoints
              ? {
                  hint: `Takes ${formatPercent(autopayPoints)} off your rate (${formatPercent(autopay.rateWithDiscount)} instead of ${formatPercent(offer.rate)} for ${offer.term} years)`,
                }
              : {}),
          },
          { value: 'MANUAL', label: PAY_TYPE_LABELS.MANUAL },
        ]}
        value={payType}
        onChange={(value) => setPayType(value === 'MANUAL' ? 'MANUAL' : 'AUTOPAY')}
      />
      <FormField
        name="amount"
        label="How much do you want to draw now?"
        hint={`Between ${formatUsd(offer.minDraw, 0)} and ${formatUsd(offer.maxDraw, 0)}, in whole dollars.`}
        error={error}
      >
        {(control) => (
          <TextInput
            {...control}
            className="input--width-10"
            type="number"
            inputMode="numeric"
            min={offer.minDraw}
            max={offer.maxDraw}
            step={1}
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
          />
        )}
      </FormField>
      <OfferCards
        offers={ofType}
        chosen={offer}
        onChoose={setTerm}
        amount={valid ? amount : undefined}
        payType={payType}
      />
      <OfferFiguresPanel offer={offer} figures={figures} />
      {offer.pricingVersion ? (
        <p className="hint" data-testid="pricing-version">
          Rates and terms from rate sheet {offer.pricingVersion}.
        </p>
      ) : null}
      <button type="submit" className="button">
        Continue
      </button>
    </form>
  );
}
