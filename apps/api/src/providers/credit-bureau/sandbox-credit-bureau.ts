import { Decimal } from 'decimal.js';
import { personaFor } from '../persona-match.ts';
import type { CreditBehaviour } from '../persona-types.ts';
import { sandboxHome } from '../sandbox-home.ts';
import { hashDollars, hashInt, simulateLatency, type SandboxOptions } from '../sandbox-support.ts';
import { subjectSeed, type ProviderSubject } from '../subject.ts';
import type {
  CreditBureau,
  CreditPullRequest,
  CreditPullResult,
  CreditReport,
  PullKind,
  Tradeline,
} from './credit-bureau.ts';

/** The PIN that lifts the sandbox's PIN-protected freeze (persona CREDIT_FROZEN_WITH_PIN). */
export const SANDBOX_FREEZE_PIN = '1234';

const FACTORS_BY_STRENGTH = [
  'Proportion of balances to credit limits is too high',
  'Length of time accounts have been established',
  'Too many inquiries in the last 12 months',
  'Level of delinquency on accounts',
];

export class SandboxCreditBureau implements CreditBureau {
  private readonly latencyMs: number;
  private readonly now: () => Date;

  constructor(options: SandboxOptions = {}) {
    this.latencyMs = options.latencyMs ?? 0;
    this.now = options.now ?? (() => new Date());
  }

  async pull(request: CreditPullRequest): Promise<CreditPullResult> {
    await simulateLatency(this.latencyMs);
    const persona = personaFor(request.subject);
    const { kind, subject } = request;
    const credit = persona.behaviour.credit;
    const ssnUsed = Boolean(subject.ssn);
    switch (credit.outcome) {
      case 'NO_MATCH':
        if (!(credit.matchesWithSsn && ssnUsed)) return { outcome: 'NO_MATCH', kind, ssnUsed };
        return report(kind, subject, { outcome: 'FOUND' }, this.now());
      case 'FROZEN':
      case 'LOCKED':
      case 'NO_CREDIT':
        return { outcome: credit.outcome, kind };
      case 'FROZEN_WITH_PIN': {
        // Like a bureau: the file stays frozen, so each pull (soft, underwriting, hard) must carry the PIN.
        const pin = subject.creditFreezePin;
        if (pin === undefined) return { outcome: 'FROZEN_WITH_PIN', kind };
        if (!credit.acceptsPin || pin !== SANDBOX_FREEZE_PIN) return { outcome: 'INCORRECT_PIN', kind };
        return report(kind, subject, { outcome: 'FOUND' }, this.now());
      }
      case 'FOUND':
        return report(kind, subject, credit, this.now());
    }
  }
}

function money(n: number | Decimal): string {
  return new Decimal(n).toFixed(2);
}

function report(
  kind: PullKind,
  subject: ProviderSubject,
  credit: CreditBehaviour & { outcome: 'FOUND' },
  now: Date,
): CreditReport {
  const seed = subjectSeed(subject);
  const persona = personaFor(subject);
  const home = sandboxHome(subject, persona);
  const derivedScore = hashInt(`${seed}|score`, 720, 829);
  const score =
    kind === 'HARD' ? (credit.hardPullScore ?? credit.score ?? derivedScore) : (credit.score ?? derivedScore);
  const other = credit.otherMonthlyDebts ?? hashDollars(`${seed}|debts`, 150, 650);
  const autoPayment = Math.round(other * 0.6);
  const mortgageDpd = credit.mortgageDelinquent ? 60 : 0;
  const tradelines: Tradeline[] = [
    {
      creditor: 'Sandbox Home Loans',
      type: 'MORTGAGE',
      balance: money(home.firstMortgageBalance),
      monthlyPayment: money(home.firstMortgagePayment),
      daysPastDue: mortgageDpd,
    },
    {
      creditor: 'Sandbox Auto Finance',
      type: 'AUTO',
      balance: money(autoPayment * 40),
      monthlyPayment: money(autoPayment),
      daysPastDue: 0,
    },
    {
      creditor: 'Sandbox Card Services',
      type: 'REVOLVING',
      balance: money((other - autoPayment) * 30),
      monthlyPayment: money(other - autoPayment),
      daysPastDue: 0,
    },
  ];
  const monthlyDebts = tradelines.reduce((sum, t) => sum.plus(t.monthlyPayment), new Decimal(0));
  const factorCount = score >= 800 ? 1 : score >= 700 ? 2 : 4;
  return {
    outcome: 'FOUND',
    kind,
    reportId: `SBX-${kind}-${hashInt(`${seed}|${kind}`, 100000, 999999)}`,
    score,
    scoreModel: 'FICO_8',
    scoreRange: { min: 300, max: 850 },
    bureau: 'Sandbox Credit Bureau',
    pulledAt: now.toISOString(),
    keyFactors: mortgageDpd
      ? [FACTORS_BY_STRENGTH[3]!, ...FACTORS_BY_STRENGTH.slice(0, 1)]
      : FACTORS_BY_STRENGTH.slice(0, factorCount),
    tradelines,
    mortgageLiens: [
      {
        creditor: 'Sandbox Home Loans',
        position: 1,
        balance: money(home.firstMortgageBalance),
        monthlyPayment: money(home.firstMortgagePayment),
        daysPastDue: mortgageDpd,
      },
    ],
    monthlyDebts: money(monthlyDebts),
    inquiries:
      kind === 'HARD' && credit.hardPullInquiry
        ? [{ creditor: 'Sandbox Mortgage Direct', date: daysBefore(now, 21) }]
        : [],
  };
}

function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}
