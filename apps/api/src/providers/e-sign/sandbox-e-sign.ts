import { hashInt, simulateLatency, type SandboxOptions } from '../sandbox-support.ts';
import type {
  CreateEnvelopeRequest,
  Envelope,
  EnvelopeCompletion,
  ESign,
  SignEnvelopeRequest,
} from './e-sign.ts';

/** Applicants with this last name decline to sign in the ceremony (docs/sandbox-scenarios.md, "E-sign"). */
export const DECLINE_SIGNING_LAST_NAME = 'Nosign';

/**
 * Keeps no state: the envelope id follows from our reference, and the ceremony completes at once, so a restarted
 * server or a second worker sees the same answers.
 */
export class SandboxESign implements ESign {
  private readonly latencyMs: number;

  constructor(options: SandboxOptions = {}) {
    this.latencyMs = options.latencyMs ?? 0;
  }

  async createEnvelope({ reference, documents }: CreateEnvelopeRequest): Promise<Envelope> {
    await simulateLatency(this.latencyMs);
    return { envelopeId: envelopeIdFor(reference), status: 'SENT', documents };
  }

  async sign({ envelopeId, subject, signedAt }: SignEnvelopeRequest): Promise<EnvelopeCompletion> {
    await simulateLatency(this.latencyMs);
    const declined = subject.lastName.trim().toLowerCase() === DECLINE_SIGNING_LAST_NAME.toLowerCase();
    return {
      envelopeId,
      status: declined ? 'DECLINED' : 'COMPLETED',
      completedAt: signedAt.toISOString(),
      certificateId: `SBX-CERT-${hashInt(`${envelopeId}|${signedAt.toISOString()}`, 100_000, 999_999)}`,
    };
  }
}

function envelopeIdFor(reference: string): string {
  return `SBX-ENV-${hashInt(reference, 10_000_000, 99_999_999)}`;
}
