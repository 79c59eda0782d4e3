import type { DocumentType } from './document-types.ts';

/** Each document type in the borrower's words (the pages that list what was sent). */
export const DOCUMENT_TYPE_LABELS: Readonly<Record<DocumentType, string>> = {
  DRIVERS_LICENSE_FRONT: "Driver's license, front",
  DRIVERS_LICENSE_BACK: "Driver's license, back",
  ID_CARD_FRONT: 'State ID card, front',
  ID_CARD_BACK: 'State ID card, back',
  PASSPORT: 'Passport',
  PERMANENT_RESIDENT_FRONT: 'Permanent resident card, front',
  PERMANENT_RESIDENT_BACK: 'Permanent resident card, back',
  BANK_STATEMENT: 'Bank statement',
  CERTIFICATE_OF_TRUST: 'Certificate of trust',
  PROOF_OF_INSURANCE: 'Proof of homeowners insurance',
  PAYSTUB: 'Paystub',
  PROPERTY_DESCRIPTION_SOURCE: 'Property legal description',
  SUPPORT: 'Supporting document',
  CANCELLATION_PROOF: 'Proof of cancellation',
  APPLICATION_DISCLOSURE: 'Application disclosure',
  SUMMARY_DISCLOSURE: 'Application summary',
  CLOSING_DISCLOSURE: 'Closing disclosure',
  NOTARY_DISCLOSURE: 'Notary disclosure',
  NOTE: 'Promissory note',
  DEED: 'Deed of trust',
  RIGHT_TO_CANCEL: 'Notice of right to cancel',
};

export function documentTypeLabel(type: string): string {
  return DOCUMENT_TYPE_LABELS[type as DocumentType] ?? 'Document';
}
