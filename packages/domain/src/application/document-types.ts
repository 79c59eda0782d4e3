import * as z from 'zod/mini';

/** Identity documents whose front proves identity (spec 000 §3: driver's licence, ID card, passport, permanent resident). */
export const ID_FRONT_DOCUMENT_TYPES = [
  'DRIVERS_LICENSE_FRONT',
  'ID_CARD_FRONT',
  'PASSPORT',
  'PERMANENT_RESIDENT_FRONT',
] as const;

/** Spec 001 §3 document types; the disclosures are the ones the signing flow produces. */
export const DOCUMENT_TYPES = [
  ...ID_FRONT_DOCUMENT_TYPES,
  'DRIVERS_LICENSE_BACK',
  'ID_CARD_BACK',
  'PERMANENT_RESIDENT_BACK',
  'BANK_STATEMENT',
  'CERTIFICATE_OF_TRUST',
  'PROOF_OF_INSURANCE',
  'PAYSTUB',
  'PROPERTY_DESCRIPTION_SOURCE',
  'SUPPORT',
  'CANCELLATION_PROOF',
  'APPLICATION_DISCLOSURE',
  'SUMMARY_DISCLOSURE',
  'CLOSING_DISCLOSURE',
  'NOTARY_DISCLOSURE',
  'NOTE',
  'DEED',
  'RIGHT_TO_CANCEL',
] as const;
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** Spec 001 §3 ID types, as offered on the identity page. */
export const ID_TYPES = [
  "US Driver's License",
  'US Passport',
  'US State ID Card',
  'US Permanent Resident Card',
] as const;

const idFront: ReadonlySet<string> = new Set(ID_FRONT_DOCUMENT_TYPES);
export function isIdFrontDocument(type: DocumentType): boolean {
  return idFront.has(type);
}
