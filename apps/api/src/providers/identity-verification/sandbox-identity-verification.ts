import { personaFor } from '../persona-match.ts';
import { hashInt, simulateLatency, type SandboxOptions } from '../sandbox-support.ts';
import { subjectSeed } from '../subject.ts';
import type {
  IdentityVerification,
  IdentityVerificationRequest,
  IdentityVerificationResult,
} from './identity-verification.ts';

/**
 * Last name `Idreview`: verified, but the ID document is referred for review (a signer persona, decision 237; it is
 * no borrower persona, so the borrower's check does not read it).
 */
export const DOCUMENT_REVIEW_LAST_NAME = 'idreview';

export class SandboxIdentityVerification implements IdentityVerification {
  private readonly latencyMs: number;

  constructor(options: SandboxOptions = {}) {
    this.latencyMs = options.latencyMs ?? 0;
  }

  async verifyIdentity({ subject }: IdentityVerificationRequest): Promise<IdentityVerificationResult> {
    await simulateLatency(this.latencyMs);
    const seed = subjectSeed(subject);
    const verificationId = `SBX-IDV-${hashInt(seed, 100_000, 999_999)}`;
    if (personaFor(subject).behaviour.identity === 'FAILED') {
      return {
        outcome: 'FAILED',
        verificationId,
        score: 31,
        mismatched: ['SSN', 'DOB'],
        reasons: ['SSN issued to a different name', 'Date of birth does not match the SSN record'],
      };
    }
    return {
      outcome: 'VERIFIED',
      verificationId,
      score: hashInt(`${seed}|idv`, 88, 99),
      matched: ['NAME', 'DOB', 'SSN', 'ADDRESS'],
      ...(subject.lastName.trim().toLowerCase() === DOCUMENT_REVIEW_LAST_NAME ? { documentReview: 'REFER' as const } : {}),
    };
  }
}
