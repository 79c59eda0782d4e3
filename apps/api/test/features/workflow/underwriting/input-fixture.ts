import { DEFAULT_PRICING_POLICY as policy } from '@lintel/domain/pricing/default-pricing-policy';
import type { UnderwritingInput } from '../../../../src/features/workflow/underwriting/underwrite.ts';

export const SCORE_SOURCE = {
  bureau: 'Sandbox Credit Bureau',
  pull: 'SOFT' as const,
  reportId: 'SBX-SOFT-1',
  pulledAt: '2026-11-22T12:00:00.000Z',
};

/** A comfortable applicant in Colorado: score 760, $600k home with a $250k mortgage, $150k income. */
export function uwInput(overrides: Partial<UnderwritingInput> & { score?: number } = {}): UnderwritingInput {
  const { score = 760, ...rest } = overrides;
  return {
    policy,
    creditScore: {
      score,
      model: 'FICO_8',
      range: { min: 300, max: 850 },
      source: SCORE_SOURCE,
      keyFactors: ['Length of time accounts have been established'],
    },
    monthlyDebts: '2100.00',
    mortgageDaysPastDue: 0,
    annualIncome: '150000',
    incomeVerified: false,
    incomeRecords: [{ employmentType: 'FULL_TIME', annualIncome: 150000, verified: false }],
    valuation: { value: '600000', source: 'AVM' },
    liensBalance: '250000',
    state: 'CO',
    asOf: '2026-11-22',
    ...rest,
  };
}
