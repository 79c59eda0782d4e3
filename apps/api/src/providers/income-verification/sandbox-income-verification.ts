import { Decimal } from 'decimal.js';
import { personaFor } from '../persona-match.ts';
import { hashInt, simulateLatency, type SandboxOptions } from '../sandbox-support.ts';
import { subjectSeed } from '../subject.ts';
import type {
  IncomeVerification,
  IncomeVerificationRequest,
  IncomeVerificationResult,
} from './income-verification.ts';

/** Manual paystub count default 1 (spec 001 §9). */
const PAYSTUBS_REQUIRED = 1;

export class SandboxIncomeVerification implements IncomeVerification {
  private readonly latencyMs: number;

  constructor(options: SandboxOptions = {}) {
    this.latencyMs = options.latencyMs ?? 0;
  }

  async verifyIncome(request: IncomeVerificationRequest): Promise<IncomeVerificationResult> {
    await simulateLatency(this.latencyMs);
    const persona = personaFor(request.subject);
    const verificationId = `SBX-INC-${hashInt(subjectSeed(request.subject), 100_000, 999_999)}`;
    const stated = new Decimal(request.statedAnnualIncome);
    const selfEmployed = request.employmentType === 'SELF_EMPLOYED';
    const source = selfEmployed
      ? 'TAX_TRANSCRIPT'
      : request.employmentType === 'RETIRED'
        ? 'BANK_DEPOSITS'
        : 'PAYROLL';
    const employerName = source === 'PAYROLL' ? 'Sandbox Manufacturing Co.' : undefined;
    switch (persona.behaviour.income) {
      case 'PARTIAL':
        return {
          outcome: 'PARTIAL',
          verificationId,
          verifiedAnnualIncome: stated.times('0.6').toFixed(2),
          paystubsRequired: PAYSTUBS_REQUIRED,
        };
      case 'LOWER':
        return {
          outcome: 'VERIFIED',
          verificationId,
          verifiedAnnualIncome: stated.times('0.7').toFixed(2),
          source,
          ...(employerName ? { employerName } : {}),
        };
      case 'VERIFIED':
        return {
          outcome: 'VERIFIED',
          verificationId,
          verifiedAnnualIncome: stated.toFixed(2),
          source,
          ...(employerName ? { employerName } : {}),
        };
    }
  }
}
