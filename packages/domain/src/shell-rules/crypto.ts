import { CRYPTO_UTM_SOURCE } from '../constants/eligibility.ts';

/** Spec 001 §1: crypto-backed when the application has isCrypto set, or the visit carries utm_source=cloc. */
export function isCryptoHeloc(
  application: { isCrypto?: boolean | null } | null | undefined,
  search: string | URLSearchParams = '',
): boolean {
  if (application?.isCrypto === true) return true;
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  return query.get('utm_source') === CRYPTO_UTM_SOURCE;
}
