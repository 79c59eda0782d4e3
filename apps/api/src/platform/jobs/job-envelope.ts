import type { DeferredJob, DeferredRow } from './deferred-jobs.ts';

/** What a pg-boss job's data holds (decision 140): the caller's data and our retry bookkeeping on the app clock. */
export interface Envelope {
  data: unknown;
  /** Attempts already made before this pg-boss job (retries on the app clock). */
  retryCount: number;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
}

/** The deferred-table form of an envelope (its start time is the caller's). */
export function deferredOf(
  name: string,
  envelope: Envelope,
  singletonKey: string | null,
): Omit<DeferredJob, 'startAfter'> {
  return {
    name,
    data: envelope.data,
    singletonKey,
    retryLimit: envelope.retryLimit,
    retryDelaySeconds: envelope.retryDelay,
    retryBackoff: envelope.retryBackoff,
    retryCount: envelope.retryCount,
  };
}

/** A due deferred row, as the envelope it becomes in pg-boss. */
export function envelopeOf(row: DeferredRow): Envelope {
  return {
    data: row.data,
    retryCount: row.retryCount,
    retryLimit: row.retryLimit,
    retryDelay: row.retryDelaySeconds,
    retryBackoff: row.retryBackoff,
  };
}
