import { Decimal } from 'decimal.js';
import { personaFor } from '../persona-match.ts';
import { hashInt, simulateLatency, type SandboxOptions } from '../sandbox-support.ts';
import { subjectSeed } from '../subject.ts';
import type {
  IncomeVerification,
  IncomeVerificationRequest,
  IncomeVerificationResult,
  LinkToken,
  LinkTokenRequest,
  VerifiedIncome,
} from './income-verification.ts';
import type { SandboxIncomeLinks } from './sandbox-income-link.ts';

/** Manual paystub count default 1 (spec 001 §9). */
const PAYSTUBS_REQUIRED = 1;

/** The employer `user_employer`'s payroll names: the sandbox employment database has no record of it. */
export const UNLISTED_EMPLOYER = 'Unlisted Employer LLC';

export interface SandboxIncomeOptions extends SandboxOptions {
  /** The widget's side of the provider, shared with the sandbox's link routes (providers.ts creates one). */
  links: SandboxIncomeLinks;
}

export class SandboxIncomeVerification implements IncomeVerification {
  private readonly latencyMs: number;
  readonly links: SandboxIncomeLinks;

  constructor(options: SandboxIncomeOptions) {
    this.latencyMs = options.latencyMs ?? 0;
    this.links = options.links;
  }

  async createLinkToken(request: LinkTokenRequest): Promise<LinkToken> {
    await simulateLatency(this.latencyMs);
    return this.links.createLinkToken(request);
  }

  /**
   * Exchanges the public token, then reads the income the linked account shows: `user_good` shows what the
   * applicant's persona says (so the demo personas behave as documented), the other sandbox users their outcome.
   */
  async verifyIncome(request: IncomeVerificationRequest): Promise<IncomeVerificationResult> {
    await simulateLatency(this.latencyMs);
    const { link } = request;
    const item = await this.links.exchange(link.publicToken, link.applicationId, request.now);
    if (!item || item.linkType !== link.linkType) return { outcome: 'LINK_INVALID' };
    const verificationId = `SBX-INC-${hashInt(subjectSeed(request.subject), 100_000, 999_999)}`;
    const stated = new Decimal(request.statedAnnualIncome);
    const selfEmployed = request.employmentType === 'SELF_EMPLOYED';
    const source: VerifiedIncome['source'] =
      link.linkType === 'BANK'
        ? 'BANK_DEPOSITS'
        : selfEmployed
          ? 'TAX_TRANSCRIPT'
          : request.employmentType === 'RETIRED'
            ? 'BANK_DEPOSITS'
            : 'PAYROLL';
    const behaviour =
      item.behaviour === 'PERSONA' ? personaFor(request.subject).behaviour.income : item.behaviour;
    const employerName =
      item.behaviour === 'EMPLOYER_UNLISTED'
        ? UNLISTED_EMPLOYER
        : source === 'PAYROLL'
          ? 'Sandbox Manufacturing Co.'
          : undefined;
    const verified = (share: string) => ({
      outcome: 'VERIFIED' as const,
      verificationId,
      verifiedAnnualIncome: stated.times(share).toFixed(2),
      source,
      ...(employerName ? { employerName } : {}),
    });
    switch (behaviour) {
      case 'NOT_FOUND':
        return { outcome: 'NOT_FOUND' };
      case 'PARTIAL':
        return {
          outcome: 'PARTIAL',
          verificationId,
          verifiedAnnualIncome: stated.times('0.6').toFixed(2),
          paystubsRequired: PAYSTUBS_REQUIRED,
        };
      case 'LOWER':
        return verified('0.7');
      case 'VERIFIED':
      case 'MATCHED':
      case 'EMPLOYER_UNLISTED':
        return verified('1');
    }
  }
}
