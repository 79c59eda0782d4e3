// The signer area's addresses alone, so the route table (in the entry) can name them without the area's rules.

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
