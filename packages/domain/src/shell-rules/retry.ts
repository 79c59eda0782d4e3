import { RETRY_ATTEMPTS_DEFAULT, RETRY_INITIAL_DELAY_MS, SESSION_RETRIES } from '../constants/polling.ts';

export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RetryOptions {
  /** Calls in all, the first included. */
  attempts?: number;
  /** Wait before the second call; doubled before each later one. */
  initialDelayMs?: number;
  /** Injected so tests and callers with fake timers do not wait. */
  sleep?: Sleep;
  /** Return false to give up at once (e.g. on a 4xx). */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
}

/** Spec 001 §9: 5 attempts by default, waiting 1000 ms and doubling. Rethrows the last error. */
export async function retry<T>(
  task: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? RETRY_ATTEMPTS_DEFAULT;
  const sleep = options.sleep ?? realSleep;
  if (!Number.isInteger(attempts) || attempts < 1)
    throw new Error(`attempts must be a whole number above 0 (${attempts})`);
  let delay = options.initialDelayMs ?? RETRY_INITIAL_DELAY_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      if (attempt >= attempts || options.shouldRetry?.(error, attempt) === false) throw error;
      await sleep(delay);
      delay *= 2;
    }
  }
}

export const SESSION_RETRIES_FAILED_MESSAGE =
  'An error occurred while establishing a session, retries failed.';

/** Spec 001 §8: the error a caller sees once session creation has used up its retries. */
export class SessionRetriesFailedError extends Error {
  readonly status = 500;
  constructor(readonly lastError: unknown) {
    super(SESSION_RETRIES_FAILED_MESSAGE);
    this.name = 'SessionRetriesFailedError';
  }
}

/** Session creation: one call and 3 retries (decision 035), then a status-500 error with the spec's text. */
export async function createSessionWithRetries<T>(
  create: () => Promise<T>,
  options: Pick<RetryOptions, 'sleep' | 'initialDelayMs'> = {},
): Promise<T> {
  try {
    return await retry(() => create(), { ...options, attempts: SESSION_RETRIES + 1 });
  } catch (error) {
    throw new SessionRetriesFailedError(error);
  }
}
