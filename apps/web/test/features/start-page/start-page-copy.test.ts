import { describe, expect, it } from 'vitest';
import {
  APR_MAX_PERCENT,
  APR_MIN_PERCENT,
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  ORIGINATION_FEE_MAX_PERCENT,
} from '@lintel/domain/constants/loan-bounds';
import {
  ADVERTISED_APR,
  ADVERTISED_LOAN_AMOUNT,
  ADVERTISED_ORIGINATION_FEE_MAX,
} from '@lintel/domain/constants/marketing';
import { advertisedFigures } from '@lintel/domain/pricing/pricing-marketing';
import {
  PROMISE,
  feeNote,
  housingText,
  startFigures,
} from '../../../src/features/start-page/start-page-copy.ts';

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

describe('start page copy (decision 167)', () => {
  it('advertises the same numbers underwriting uses', () => {
    expect(ADVERTISED_LOAN_AMOUNT).toBe(`${dollars(LOAN_AMOUNT_MIN)} to ${dollars(LOAN_AMOUNT_MAX)}`);
    expect(ADVERTISED_APR).toBe(`${APR_MIN_PERCENT}% to ${APR_MAX_PERCENT}%`);
    expect(ADVERTISED_ORIGINATION_FEE_MAX).toBe(`${ORIGINATION_FEE_MAX_PERCENT}%`);
  });

  it('uses the spec promise and the three figures a borrower compares', () => {
    const figures = startFigures(advertisedFigures({}));
    expect(PROMISE).toBe('Apply in 5 minutes, receive funding in 5 days');
    expect(figures.map((figure) => figure.label)).toEqual(['Loan amount', 'APR', 'Funding']);
    expect(figures[1].value).toBe('7.60% to 17.20%');
    expect(figures[2].value).toBe('In as little as 5 business days');
  });

  it('advertises the lender’s own sheet when the page carries it (decision 196)', () => {
    const harbor = advertisedFigures({
      advertised: {
        pricingVersion: 'harbor-2026-01',
        loanAmount: '$15,000 to $400,000',
        apr: '7.60% to 16.70%',
        originationFeeMax: '4.99%',
      },
    });
    expect(startFigures(harbor)[1].value).toBe('7.60% to 16.70%');
    expect(feeNote(harbor)).toBe('Origination fee up to 4.99% of the initial draw.');
  });

  it('states equal housing as the footer does, nothing for a brand with its own image', () => {
    expect(housingText('EHL')).toBe('Equal Housing Lender');
    expect(housingText('EOL')).toBe('Equal Housing Opportunity');
    expect(housingText('OTHER')).toBeNull();
  });
});
