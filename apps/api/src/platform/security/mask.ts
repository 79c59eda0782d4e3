/**
 * Masks a sensitive number (SSN, bank account) so only its last four digits remain, e.g. `•••• 6789`.
 * Non-digits are ignored so `123-45-6789` and `123456789` mask alike; fewer than four digits reveal nothing,
 * because a short value's "last four" would be the whole secret.
 */
export function maskLast4(value: string | null | undefined, bullet = '•'): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits.length <= 4) return bullet.repeat(4);
  return `${bullet.repeat(4)} ${digits.slice(-4)}`;
}

/** Only the last four digits (e.g. for an API field `accountLast4`); empty when there are not more than four. */
export function last4(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length > 4 ? digits.slice(-4) : '';
}
