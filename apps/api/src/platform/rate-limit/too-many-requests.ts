import type { Database } from '../db/database.ts';
import { addToCounter, retryAfterSeconds } from './counters.ts';

/**
 * A refusal for going past a limit: a 429 whose `Retry-After` says when the window ends. The error handler sends it
 * in the one error format with its `headers`, as Fastify's own handler would; a chat socket turns it into an error
 * frame (issue 28).
 */
export class TooManyRequests extends Error {
  readonly statusCode = 429;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    /** The field the refusal is about (the address an invitation goes to), when there is one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'TooManyRequests';
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

export interface CountedLimit {
  /** What the window may hold; the hit that goes past it is refused. */
  max: number;
  windowMs: number;
  /** The refusal's message, for the person who sent too much. */
  message: string;
}

/**
 * Adds `amount` (one by default) to the shared counter `key`; past `limit.max` in the window, throws TooManyRequests.
 * A refused hit is counted too: the window does not move, so the refusal ends when the window does.
 */
export async function countWithin(
  db: Pick<Database, 'execute'>,
  key: string,
  limit: CountedLimit,
  now: Date,
  amount = 1,
): Promise<void> {
  const hit = await addToCounter(db, key, amount, limit.windowMs, now);
  if (hit.hits > limit.max) throw new TooManyRequests(limit.message, retryAfterSeconds(hit, now));
}

/**
 * @fastify/rate-limit's refusal (its `errorResponseBuilder`) in a person's words. The plugin has set `Retry-After`
 * on the reply before it throws this, and the error handler keeps it.
 */
export function limitRefusal(message: string) {
  return (_request: unknown, context: { after: string; statusCode: number }) =>
    Object.assign(new Error(`${message} Please try again in ${context.after}.`), {
      statusCode: context.statusCode,
    });
}
