import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@lintel/domain/registration/registration-response';

export const IDEMPOTENCY_KEY_INVALID = `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters.`;

/** The optional header's value; a repeated header or odd characters are refused rather than guessed at. */
export function idempotencyKeyOf(
  header: string | string[] | undefined,
): { ok: true; value: string | undefined } | { ok: false; message: string } {
  if (header === undefined) return { ok: true, value: undefined };
  if (
    typeof header !== 'string' ||
    header.length > IDEMPOTENCY_KEY_MAX_LENGTH ||
    !/^[\x21-\x7e]+$/.test(header)
  ) {
    return { ok: false, message: IDEMPOTENCY_KEY_INVALID };
  }
  return { ok: true, value: header };
}
