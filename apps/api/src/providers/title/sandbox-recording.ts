import { hashInt, simulateLatency, type SandboxOptions } from '../sandbox-support.ts';
import type { Recording, RecordingRequest, RecordingResult } from './recording.ts';

/**
 * The sandbox county e-records at once (a real one takes up to five business days), with an instrument number of its
 * own per loan: asking again for the same loan answers the same number.
 */
export class SandboxRecording implements Recording {
  private readonly latencyMs: number;

  constructor(options: SandboxOptions = {}) {
    this.latencyMs = options.latencyMs ?? 0;
  }

  async recordMortgage({ subject, loanNumber, at }: RecordingRequest): Promise<RecordingResult> {
    await simulateLatency(this.latencyMs);
    return {
      outcome: 'RECORDED',
      instrumentNumber: `${at.getUTCFullYear()}-${hashInt(`${loanNumber}|recording`, 100_000, 999_999)}`,
      county: `${subject.propertyAddress.city} County`,
      recordedAt: at,
    };
  }
}
