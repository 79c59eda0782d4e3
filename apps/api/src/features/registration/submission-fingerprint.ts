import { createHmac } from 'node:crypto';

/** Keys sorted at every level, so the same answers give the same text whatever order the client sent. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What makes two submits "the same registration" (decision 075): the parsed answers and the referrer, without the
 * password (proved separately against its argon2 hash). Keyed, so the stored value reveals nothing of the answers.
 */
export function submissionFingerprint(
  secret: Uint8Array,
  answers: Record<string, unknown>,
  referrerUuid: string | undefined,
): string {
  const { password: _password, confirmPassword: _confirm, ...rest } = answers;
  return createHmac('sha256', secret)
    .update(stableJson({ answers: rest, referrerUuid: referrerUuid ?? null }))
    .digest('base64url');
}
