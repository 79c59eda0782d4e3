import { Decimal } from 'decimal.js';
import { formatPercent, formatUsd } from '../../loan-math/format-money.ts';
import { offerFigures } from '../../loan-math/offer-figures.ts';
import { monthlyPayment } from '../../loan-math/payment.ts';
import type { SummaryDisclosure } from '../summary-disclosure.ts';
import type {
  DisclosureDocument,
  DisclosureFact,
  DisclosureLender,
  DisclosureSection,
} from './disclosure-document.ts';
import {
  DRAW_PERIOD_YEARS,
  EXAMPLE_BALANCE,
  MAXIMUM_APR,
  PRIME_RATE_HISTORY,
  RATE_INDEX_NAME,
  RATE_INDEX_SHORT,
} from './heloc-plan.ts';

export const HELOC_DISCLOSURE_TITLE = 'Important terms of your home equity line of credit';

/** Costs of the offer the borrower pays to open the plan, in the words the disclosure uses. */
const COST_LABELS: Readonly<Record<string, string>> = {
  RECORDING_FEE: 'Recording fee (paid to the county to record the mortgage)',
  VALUATION: 'Property valuation (no automated valuation was available for your home)',
  MANUAL_NOTARY: 'In-person notary, only if you choose one instead of the online notary',
};

const percent = (value: Decimal.Value) => formatPercent(value, 2);
const years = (n: number) => (n === 1 ? '1 year' : `${n} years`);

/** The index used today: the latest value of the history. */
export function currentIndex(): { year: number; percent: number } {
  const latest = PRIME_RATE_HISTORY[PRIME_RATE_HISTORY.length - 1];
  if (!latest) throw new Error('The rate index history is empty');
  return latest;
}

/**
 * The early disclosure of Regulation Z 1026.40(d) for the line the borrower chose, filled from the application's
 * own figures (the summary disclosure read) and the lender's name and NMLS number. Undefined when the offer the line
 * came from is no longer current: nothing could be disclosed truthfully.
 */
export function helocDisclosure(
  summary: SummaryDisclosure,
  lender: DisclosureLender,
): DisclosureDocument | undefined {
  const offer = summary.offer;
  if (!offer) return undefined;
  const figures = offerFigures(offer, summary.amount, summary.payType);
  const floating = offer.type === 'FLOATING';
  const apr = percent(summary.rate);
  const examplePayment = monthlyPayment({
    principal: EXAMPLE_BALANCE,
    annualRatePercent: summary.rate,
    years: summary.term,
  });
  const autopay = summary.payType === 'AUTOPAY' ? ' with automatic payments from your bank account' : '';

  const sections: DisclosureSection[] = [
    {
      heading: 'Keep this information',
      paragraphs: [
        `${lender.name} (NMLS ${lender.nmls}) gives you this disclosure before you submit your application for a home equity line of credit on ${summary.propertyAddress}. Keep a copy for your records.`,
        `The terms below are those of the line you chose (loan number ${summary.loanNumber}). If any of them changes before the plan is opened, other than a change in the index of a variable rate, you may decide not to open the plan and you are entitled to a refund of every fee you paid to us or anyone else in connection with your application.`,
      ],
    },
    {
      heading: 'Your line at a glance',
      paragraphs: [],
      facts: [
        { term: 'Credit limit', value: formatUsd(offer.max) },
        { term: 'Initial draw', value: formatUsd(summary.amount) },
        {
          term: 'Annual percentage rate (APR)',
          value: `${apr}${floating ? ', variable' : ', fixed for each draw'}${autopay}`,
        },
        { term: 'Draw period', value: years(DRAW_PERIOD_YEARS) },
        { term: 'Repayment period of each draw', value: years(summary.term) },
        { term: 'Monthly payment on the initial draw', value: formatUsd(figures.monthlyPayment) },
      ],
    },
    {
      heading: 'Security interest',
      paragraphs: [
        `We will take a mortgage (a security interest) on your home at ${summary.propertyAddress}. You could lose your home if you do not meet the obligations of your agreement with us.`,
      ],
    },
    {
      heading: 'Possible actions',
      paragraphs: [
        'We can end your plan, require you to pay the whole outstanding balance at once, and charge you fees on termination if:',
      ],
      list: [
        'you engage in fraud or material misrepresentation in connection with the plan;',
        'you do not meet the repayment terms of the plan;',
        'your action or inaction adversely affects our security for the plan or our rights in the property, for example if you sell the home or let a senior lien go unpaid.',
      ],
    },
    {
      heading: 'When we can refuse further draws or reduce your limit',
      paragraphs: [
        'We can refuse to make further draws or reduce your credit limit if the value of your home declines significantly below its appraised value for this plan; if we reasonably believe you will not be able to meet the repayment requirements because of a material change in your finances; if you are in default of a material obligation of the agreement; if government action prevents us from charging the agreed rate or impairs our security interest; if a regulator tells us that continuing the plan is unsafe; or if the maximum annual percentage rate is reached.',
        'We cannot change the terms of the plan except as the agreement allows. We may make changes that benefit you, and insignificant changes such as to the address for payments.',
      ],
    },
    {
      heading: 'Draw and repayment periods, and minimum payments',
      paragraphs: [
        `You may take draws for ${years(DRAW_PERIOD_YEARS)} after the plan opens (the draw period). The initial draw of ${formatUsd(summary.amount)} is taken when the plan opens.`,
        `Each draw is repaid in equal monthly payments of principal and interest over ${years(summary.term)} from the day you take it (the repayment period of that draw). These payments repay the whole draw: there is no balloon payment and the balance never grows because of a payment that is too small.`,
        `Your payment on the initial draw, with its origination fee of ${formatUsd(figures.originationFee)} added to the amount repaid, is ${formatUsd(figures.monthlyPayment)} a month at an APR of ${apr}.`,
        `Minimum payment example: if you had an outstanding balance of ${formatUsd(EXAMPLE_BALANCE)} at an APR of ${apr}, the minimum monthly payment would be ${formatUsd(examplePayment)}, and it would take ${years(summary.term)} of those payments to repay the balance.`,
      ],
    },
    feesSection(summary, figures),
    {
      heading: 'Negative amortization, transactions and taxes',
      paragraphs: [
        'Your minimum payments always cover the interest due, so your balance does not increase because of them.',
        `Your initial draw is at least ${formatUsd(offer.minDraw)}. Later draws in the draw period may be any amount up to your available credit.`,
        'You should consult a tax advisor about whether the interest and charges under this plan are deductible.',
      ],
    },
    floating ? variableRateSection(summary) : fixedRateSection(),
  ];

  return {
    title: HELOC_DISCLOSURE_TITLE,
    byline: `${lender.name}, NMLS ${lender.nmls}. Questions: call ${lender.phone}.`,
    sections,
  };
}

function feesSection(
  summary: SummaryDisclosure,
  figures: ReturnType<typeof offerFigures>,
): DisclosureSection {
  const offer = summary.offer;
  const facts: DisclosureFact[] = [
    {
      term: `Origination fee (${percent(offer?.originationFee ?? 0)} of the initial draw${
        offer?.ofeeMaxThreshold ? `, at most ${formatUsd(offer.ofeeMaxThreshold)}` : ''
      })`,
      value: formatUsd(figures.originationFee),
    },
    {
      term: 'Recording tax (charged by the state or county)',
      value: figures.recordingTax.isZero() ? 'None where your home is' : formatUsd(figures.recordingTax),
    },
  ];
  for (const cost of offer?.costs ?? []) {
    const label = COST_LABELS[cost.feeType];
    if (label) facts.push({ term: label, value: formatUsd(cost.borrowerPaidAmount) });
  }
  const paidNow = (offer?.costs ?? [])
    .filter((c) => c.feeType === 'RECORDING_FEE' || c.feeType === 'VALUATION')
    .reduce((sum, c) => sum.plus(c.borrowerPaidAmount), new Decimal(0))
    .plus(figures.originationFee)
    .plus(figures.recordingTax);
  return {
    heading: 'Fees and charges',
    paragraphs: [
      `To open and keep the plan you pay the charges below. There is no annual fee, no fee for a draw and no fee for paying early. The origination fee is added to the initial draw and repaid with it; the others are paid when the plan opens. Together they come to ${formatUsd(paidNow)}, not counting an in-person notary you may choose.`,
    ],
    facts,
  };
}

function fixedRateSection(): DisclosureSection {
  return {
    heading: 'Fixed rate',
    paragraphs: [
      'The rate of each draw is fixed when you take it and does not change during that draw’s repayment period. The annual percentage rate includes only interest, not other costs.',
      'A later draw has the fixed rate we offer for it on the day you take it, which may be higher or lower than the rate of your initial draw; we tell you that rate before you take the draw.',
    ],
  };
}

function variableRateSection(summary: SummaryDisclosure): DisclosureSection {
  const index = currentIndex();
  const margin = Decimal.max(new Decimal(summary.rate).minus(index.percent), 0);
  const rows = PRIME_RATE_HISTORY.map(({ year, percent: value }) => {
    const rate = Decimal.min(margin.plus(value), MAXIMUM_APR);
    const payment = monthlyPayment({
      principal: EXAMPLE_BALANCE,
      annualRatePercent: rate,
      years: summary.term,
    });
    return [String(year), percent(value), percent(rate), formatUsd(payment)];
  });
  const maximumPayment = monthlyPayment({
    principal: EXAMPLE_BALANCE,
    annualRatePercent: MAXIMUM_APR,
    years: summary.term,
  });
  return {
    heading: 'Variable-rate features',
    paragraphs: [
      `This plan has a variable rate: the annual percentage rate (corresponding to the periodic rate) and the minimum monthly payment can change. The annual percentage rate includes only interest, not other costs.`,
      `The rate is based on an index, ${RATE_INDEX_NAME}, plus a margin of ${percent(margin)}. Ask us for the current index value, margin and annual percentage rate; after the plan opens, you can find the index in the newspaper.`,
      `Your APR today is ${percent(summary.rate)}: the index of ${percent(index.percent)} (January ${index.year}) plus the margin. It can change monthly, on the first day of a billing cycle after the index changes. There is no limit on how much it can change at one time, but it can never be more than ${percent(MAXIMUM_APR)}.`,
      `Maximum rate and payment example: if you had an outstanding balance of ${formatUsd(EXAMPLE_BALANCE)}, the minimum monthly payment at the maximum APR of ${percent(MAXIMUM_APR)} would be ${formatUsd(maximumPayment)}. This rate could be reached in the first year of the plan.`,
      `The table below shows how the APR and the minimum payment for a single ${formatUsd(EXAMPLE_BALANCE)} draw would have changed over the last 15 years, based on the index in January of each year. It does not mean the index will change the same way in the future.`,
    ],
    table: {
      caption: `Historical example: ${formatUsd(EXAMPLE_BALANCE)} repaid over ${years(summary.term)}, margin ${percent(margin)}`,
      columns: ['Year (January)', `Index (${RATE_INDEX_SHORT})`, 'APR', 'Minimum monthly payment'],
      rows,
    },
  };
}
