import type { SignerApplication } from '@lintel/domain/signers/signer-area';

/** The signer area's pages (spec 000 §2 heloc-signer), each for one application named in `?application=`. */
export const SIGNER_AREA = '/account/heloc/heloc-signer';
export type SignerPage =
  | 'intro'
  | 'identity'
  | 'documents'
  | 'sign'
  | 'notary'
  | 'conditions'
  | 'conditions/upload-document'
  | 'conditions/identity'
  | 'cancelled'
  | 'error';

export function signerHref(page: SignerPage, uuid: string): string {
  return `${SIGNER_AREA}/${page}?application=${encodeURIComponent(uuid)}`;
}

/**
 * Where the signer's next step is: what we asked of them first (their open conditions, decision 237), then each step
 * in order, each needing the one before (identity, documents and signature, notary).
 */
export function nextSignerPage(application: SignerApplication): SignerPage {
  if (application.cancelled) return 'cancelled';
  if (application.openConditions > 0) return 'conditions';
  switch (application.progress) {
    case 'INVITED':
    case 'ACCEPTED':
      return 'identity';
    case 'IDENTITY_VERIFIED':
      return 'documents';
    case 'SIGNED':
      return 'notary';
    case 'NOTARY_BOOKED':
      return 'intro';
  }
}
