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
  | 'cancelled'
  | 'error';

export function signerHref(page: SignerPage, uuid: string): string {
  return `${SIGNER_AREA}/${page}?application=${encodeURIComponent(uuid)}`;
}

/** Where the signer's next step is: each needs the one before (identity, documents and signature, notary). */
export function nextSignerPage(application: SignerApplication): SignerPage {
  if (application.cancelled) return 'cancelled';
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
