import { personaFor } from '../persona-match.ts';
import { hashInt, simulateLatency, type SandboxOptions } from '../sandbox-support.ts';
import { subjectSeed } from '../subject.ts';
import { UNLISTED_EMPLOYER } from '../income-verification/sandbox-income-verification.ts';
import type {
  EmployerVerification,
  EmployerVerificationRequest,
  EmployerVerificationResult,
} from './employer-verification.ts';

export class SandboxEmployerVerification implements EmployerVerification {
  private readonly latencyMs: number;

  constructor(options: SandboxOptions = {}) {
    this.latencyMs = options.latencyMs ?? 0;
  }

  async verifyEmployment({
    subject,
    employerName,
  }: EmployerVerificationRequest): Promise<EmployerVerificationResult> {
    await simulateLatency(this.latencyMs);
    const seed = subjectSeed(subject);
    const verificationId = `SBX-EMP-${hashInt(seed, 100_000, 999_999)}`;
    // The sandbox link user `user_employer` is paid by an employer the database does not list (decision 182).
    if (
      personaFor(subject).behaviour.employer === 'NEEDS_VERIFICATION' ||
      employerName === UNLISTED_EMPLOYER
    ) {
      return {
        outcome: 'NEEDS_VERIFICATION',
        verificationId,
        reason: 'Employer not found in the employment database',
      };
    }
    return {
      outcome: 'VERIFIED',
      verificationId,
      employerName: employerName ?? 'Sandbox Manufacturing Co.',
      jobTitle: 'Operations Manager',
      startDate: `${hashInt(`${seed}|start`, 2005, 2022)}-0${hashInt(`${seed}|sm`, 1, 9)}-01`,
      status: 'ACTIVE',
    };
  }
}
