import type { Executor } from '../db/db-executor.ts';

export interface SendOptions {
  /** Retries after the first attempt (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 1). */
  retryDelay?: number;
  /** Double the delay on every further retry (default true). */
  retryBackoff?: boolean;
  /** While a job with this key is queued or running, sending another is a no-op. */
  singletonKey?: string;
  startAfter?: Date;
}

/** The retry settings of a send, with the defaults its options name. */
export function retryPolicy(options: SendOptions): {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
} {
  return {
    retryLimit: options.retryLimit ?? 3,
    retryDelay: options.retryDelay ?? 1,
    retryBackoff: options.retryBackoff ?? true,
  };
}

export interface Job<T = unknown> {
  id: string;
  name: string;
  data: T;
  /** 0 on the first attempt. */
  retryCount: number;
}

export type JobHandler<T = unknown> = (job: Job<T>) => Promise<void>;

/**
 * The one job API of the server (pg-boss's vocabulary, decision 057). `send` takes an optional transaction so a
 * state change and the job that continues it commit together: a crash can never keep one and lose the other.
 */
export interface JobQueue {
  send<T>(name: string, data: T, options?: SendOptions, tx?: Executor): Promise<string | null>;
  work<T>(name: string, handler: JobHandler<T>): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A queue whose due jobs can be run on demand: tests (on a manual clock) and the bench call `drain()`. */
export interface DrainableJobQueue extends JobQueue {
  /** Runs every job due now by the app clock, one at a time; answers how many ran. */
  drain(): Promise<number>;
  /** Runs one due job of `name`; false when none is due. */
  runNext(name: string): Promise<boolean>;
}
