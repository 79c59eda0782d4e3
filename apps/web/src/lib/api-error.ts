import { apiErrorSchema, joinErrorMessages } from '@lintel/domain/api/api-error';
import type { ApiErrorItem } from '@lintel/domain/api/api-error';

export const UNEXPECTED_MESSAGE = 'Something unexpected happened';

/** Every failed call rejects with this (spec 001 §8): status, status text and body travel with the message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly url: string;

  constructor(message: string, init: { status: number; statusText?: string; body?: unknown; url: string }) {
    super(message);
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.body = init.body;
    this.url = init.url;
  }

  /** The server's error items, so forms can put each message beneath its field (decision 004). */
  get items(): ApiErrorItem[] {
    const parsed = apiErrorSchema.safeParse(this.body);
    return parsed.success ? parsed.data.errors : [];
  }
}

/** Spec 001 §8: "the server errors list joined by commas, otherwise 'Something unexpected happened'". */
export function messageFromBody(body: unknown): string {
  const parsed = apiErrorSchema.safeParse(body);
  const joined = parsed.success ? joinErrorMessages(parsed.data.errors.map((e) => e.message)) : '';
  return joined || UNEXPECTED_MESSAGE;
}

/** The raw messages of a body, unjoined (the 403 rule compares them one by one). */
export function rawMessages(body: unknown): string[] {
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data.errors.map((e) => e.message) : [];
}
