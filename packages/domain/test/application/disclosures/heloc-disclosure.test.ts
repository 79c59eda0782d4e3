import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../src/application/offer.ts';
import type { SummaryDisclosure } from '../../../src/application/summary-disclosure.ts';
import { offerFigureStrings } from '../../../src/loan-math/offer-figures.ts';
import { HELOC_BROCHURE } from '../../../src/application/disclosures/heloc-brochure.ts';
import { helocDisclosure } from '../../../src/application/disclosures/heloc-disclosure.ts';
import { MAXIMUM_APR, PRIME_RATE_HISTORY } from '../../../src/application/disclosures/heloc-plan.ts';

// The Regulation Z 1026.40(d) disclosure filled from the application's own figures (decision 180).

const OFFER: Offer = {
  type: 'FIXED',
  term: 10,
  rate: 9.35,
  baseRate: 9.35,
  otherRate: 0,
  originationFee: 1.99,
  minDraw: 15000,
  maxDraw: 97500,
  min: 15000,
  max: 100000,
  discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 9.1 }],
  offersByType: { FIXED: [10], FLOATING: [10] },
  maxRecordingTax: 0,
  minRecordingTax: 0,
  maxDtiUnlimited: 120000,
  ofeeMaxThreshold: 7500,
  incomeRequestRecords: [],
  costs: [
    { feeType: 'ORIGINATION_FEE', type: 'PERCENT', borrowerPaidAmount: 1940.25, jsCriteria: 'ALWAYS' },
    { feeType: 'RECORDING_FEE', type: 'FLAT', borrowerPaidAmount: 90, jsCriteria: 'ALWAYS' },
    { feeType: 'RECORDING_TAX', type: 'FLAT', borrowerPaidAmount: 0, jsCriteria: 'ALWAYS' },
    { feeType: 'MANUAL_NOTARY', type: 'FLAT', borrowerPaidAmount: 300, jsCriteria: 'MANUAL_NOTARY' },
  ],
  totalPaidByBorrower: 2030.25,
};

const SUMMARY: SummaryDisclosure = {
  loanNumber: 'LN-000123',
  amount: 20000,
  term: 10,
  rate: 9.1,
  payType: 'AUTOPAY',
  originationFeePercent: 1.99,
  propertyAddress: '12 Elm Street, Denver, CO 80202',
  acceptedAt: null,
  offer: OFFER,
  figures: offerFigureStrings(OFFER, 20000, 'AUTOPAY'),
  statedIncome: { employmentType: 'FULL_TIME', annualIncome: 150000, otherIncome: 0 },
  reportedDebts: null,
};
const LENDER = { name: 'Lintel Home Lending', nmls: '2611', phone: '(800) 555-0199' };

const section = (doc: ReturnType<typeof helocDisclosure>, heading: string) =>
  doc?.sections.find((s) => s.heading === heading);
const text = (doc: ReturnType<typeof helocDisclosure>) => JSON.stringify(doc);

describe('helocDisclosure', () => {
  it('names the lender and its NMLS number, and the line, draw, APR and periods of the application', () => {
    const doc = helocDisclosure(SUMMARY, LENDER);
    expect(doc?.byline).toBe('Lintel Home Lending, NMLS 2611. Questions: call (800) 555-0199.');
    expect(section(doc, 'Your line at a glance')?.facts).toEqual([
      { term: 'Credit limit', value: '$100,000.00' },
      { term: 'Initial draw', value: '$20,000.00' },
      {
        term: 'Annual percentage rate (APR)',
        value: '9.10%, fixed for each draw with automatic payments from your bank account',
      },
      { term: 'Draw period', value: '5 years' },
      { term: 'Repayment period of each draw', value: '10 years' },
      // $20,398 (the draw and its 1.99 % fee) over 10 years at 9.10 %.
      { term: 'Monthly payment on the initial draw', value: '$259.50' },
    ]);
    expect(text(doc)).toContain('12 Elm Street, Denver, CO 80202');
    expect(text(doc)).toContain('loan number LN-000123');
  });

  it('lists the fees of this draw: the origination fee, no recording tax, the recording fee, the notary only if chosen', () => {
    const fees = section(helocDisclosure(SUMMARY, LENDER), 'Fees and charges');
    expect(fees?.facts).toEqual([
      { term: 'Origination fee (1.99% of the initial draw, at most $7,500.00)', value: '$398.00' },
      { term: 'Recording tax (charged by the state or county)', value: 'None where your home is' },
      { term: 'Recording fee (paid to the county to record the mortgage)', value: '$90.00' },
      {
        term: 'In-person notary, only if you choose one instead of the online notary',
        value: '$300.00',
      },
    ]);
    expect(fees?.paragraphs[0]).toContain('Together they come to $488.00');
  });

  it('gives the $10,000 minimum payment example at the APR', () => {
    const periods = section(
      helocDisclosure(SUMMARY, LENDER),
      'Draw and repayment periods, and minimum payments',
    );
    expect(periods?.paragraphs.join(' ')).toContain(
      'if you had an outstanding balance of $10,000.00 at an APR of 9.10%, the minimum monthly payment would be $127.22',
    );
  });

  it('says a fixed line has no variable-rate features', () => {
    const doc = helocDisclosure(SUMMARY, LENDER);
    expect(section(doc, 'Fixed rate')).toBeDefined();
    expect(section(doc, 'Variable-rate features')).toBeUndefined();
  });

  it('gives a floating line its index, margin, cap and 15-year history', () => {
    const doc = helocDisclosure({ ...SUMMARY, offer: { ...OFFER, type: 'FLOATING' } }, LENDER);
    const variable = section(doc, 'Variable-rate features');
    const words = variable?.paragraphs.join(' ') ?? '';
    expect(words).toContain('plus a margin of 2.35%');
    expect(words).toContain('the index of 6.75% (January 2026)');
    expect(words).toContain(`can never be more than ${MAXIMUM_APR.toFixed(2)}%`);
    expect(words).toContain('at the maximum APR of 18.00% would be $180.19');
    expect(variable?.table?.rows).toHaveLength(PRIME_RATE_HISTORY.length);
    expect(variable?.table?.rows[0]).toEqual(['2012', '3.25%', '5.60%', '$109.02']);
    expect(variable?.table?.rows.at(-1)).toEqual(['2026', '6.75%', '9.10%', '$127.22']);
  });

  it('discloses nothing when the offer the line came from is no longer current', () => {
    expect(helocDisclosure({ ...SUMMARY, offer: null }, LENDER)).toBeUndefined();
  });
});

describe('the home equity brochure', () => {
  it('is the Bureau’s booklet in substance, attributed, with the rights and where to get help', () => {
    expect(HELOC_BROCHURE.title).toBe('What you should know about home equity lines of credit');
    expect(HELOC_BROCHURE.byline).toContain('Consumer Financial Protection Bureau');
    const headings = HELOC_BROCHURE.sections.map((s) => s.heading);
    expect(headings).toEqual(expect.arrayContaining(['Your rights', 'Where to get help']));
    expect(JSON.stringify(HELOC_BROCHURE)).toContain('three business days');
  });
});
