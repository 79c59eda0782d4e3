/** Keys whose values never reach the audit trail in clear (the trail is read by agents and kept for years). */
const SECRET_KEY = /ssn|password|pin$|token|jwt|secret|accountnumber|routingnumber|encrypted/i;

/** A deep copy of `value` with every secret-looking text or number replaced by `[REDACTED]` (flags like `hasSsn` stay). */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      SECRET_KEY.test(key) && (typeof item === 'string' || typeof item === 'number')
        ? '[REDACTED]'
        : maskSecrets(item, depth + 1);
  }
  return out;
}
