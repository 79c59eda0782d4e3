import { Decimal } from 'decimal.js';
import type { CreditReport } from '../../../providers/credit-bureau/credit-bureau.ts';
import type { EmploymentType } from '../../../providers/income-verification/income-verification.ts';
import type { TitleReport } from '../../../providers/title/title.ts';
import type { CreditScoreUsed } from './decline-reasons.ts';
import type { ValuationSource } from './offers.ts';
import type { UnderwritingInput } from './underwrite.ts';

/** The adverse-action score disclosure from the report the decision used. */
export function creditScoreUsed(report: CreditReport): CreditScoreUsed {
  return {
    score: report.score,
    model: report.scoreModel,
    range: report.scoreRange,
    source: {
      bureau: report.bureau,
      pull: report.kind,
      reportId: report.reportId,
      pulledAt: report.pulledAt,
    },
    keyFactors: report.keyFactors,
  };
}

export interface ProviderFacts {
  policy: UnderwritingInput['policy'];
  credit: CreditReport;
  title: TitleReport;
  valuation: { value: Decimal.Value; source: ValuationSource };
  state: string;
  lastTransferDate?: string | undefined;
  income: { income: Decimal.Value; otherIncome: Decimal.Value; employmentType: EmploymentType };
  asOf: string;
  creditUnionMember?: boolean;
  referrerUuid?: string | null | undefined;
}

/** Assembles underwriting's input from what the providers answered (stated income, before verification). */
export function underwritingInputFrom(facts: ProviderFacts): UnderwritingInput {
  const annual = new Decimal(facts.income.income).plus(facts.income.otherIncome);
  return {
    policy: facts.policy,
    creditScore: creditScoreUsed(facts.credit),
    monthlyDebts: facts.credit.monthlyDebts,
    mortgageDaysPastDue: Math.max(0, ...facts.credit.mortgageLiens.map((l) => l.daysPastDue)),
    annualIncome: annual,
    incomeVerified: false,
    incomeRecords: [
      { employmentType: facts.income.employmentType, annualIncome: annual.toNumber(), verified: false },
    ],
    valuation: facts.valuation,
    // The title report is the authority on recorded liens; the bureau's mortgage list may miss tax liens.
    liensBalance: facts.title.totalLienBalance,
    state: facts.state,
    lastTransferDate: facts.lastTransferDate,
    asOf: facts.asOf,
    creditUnionMember: facts.creditUnionMember ?? false,
    referrerUuid: facts.referrerUuid ?? null,
  };
}
