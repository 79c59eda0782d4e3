import { HELOC_BASE } from '../../config/paths.ts';

/**
 * The pages where someone e-signs (spec 000 §2): a borrower's `/{uuid}/signing/…` (intro, sign) and an additional
 * signer's `/heloc-signer/intro` and `/heloc-signer/sign`. Spec 001 §2 ties the location-consent alert to e-signing,
 * so it is checked there and nowhere else (decision 132).
 */
const BORROWER_SIGNING = new RegExp(`^${HELOC_BASE}/[^/]+/signing(/|$)`);
const SIGNER_SIGNING = new RegExp(`^(${HELOC_BASE})?/heloc-signer/(intro|sign)(/|$)`);

export function isESignPath(pathname: string): boolean {
  return BORROWER_SIGNING.test(pathname) || SIGNER_SIGNING.test(pathname);
}
