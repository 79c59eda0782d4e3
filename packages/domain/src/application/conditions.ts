import * as z from 'zod/mini';
import { conditionCategorySchema, type ConditionCategory } from './application-enums.ts';
import { ID_FRONT_DOCUMENT_TYPES, type DocumentType } from './document-types.ts';

// Conditions (spec 001 §3 Condition, §7 "Application and conditions"): what underwriting still needs from the
// borrower, listed on /{uuid}/conditions and answered on conditions/phone-number or conditions/upload-document.
// Decisions 188 (what the borrower reads, how each category is answered) and 189 (pages, polling, sandbox).

/**
 * How a category is answered: a page of its own, or nothing to do (the lender is reviewing). IDENTITY is an
 * additional signer's identity check run again (conditions/identity in the signer area, decision 237).
 */
export const CONDITION_ACTIONS = ['PHONE_NUMBER', 'UPLOAD_DOCUMENT', 'IDENTITY', 'NONE'] as const;
export type ConditionAction = (typeof CONDITION_ACTIONS)[number];

export interface ConditionCopy {
  /** The heading on the conditions list. */
  title: string;
  /** What happened and what the borrower must do, in plain words. */
  text: string;
  action: ConditionAction;
  /** The document types an upload for it may be (the first is offered first); empty unless UPLOAD_DOCUMENT. */
  documentTypes: readonly DocumentType[];
}

/** What is known about the application that a category's words need: the disbursement account's last four only. */
export interface ConditionFacts {
  /** The last four digits of the disbursement account (the masked number; never the full one). */
  accountLast4?: string | null | undefined;
}

const ID_FRONTS: readonly DocumentType[] = ID_FRONT_DOCUMENT_TYPES;

/** The one place a category's words are written; the server sends them with each condition. */
export function conditionCopy(category: ConditionCategory, facts: ConditionFacts = {}): ConditionCopy {
  switch (category) {
    case 'BANK_ACCOUNT_FRAUD_REVIEW': {
      const last4 = /^\d{4}$/.test(facts.accountLast4 ?? '') ? facts.accountLast4 : undefined;
      const account = last4 ? `the account ending in ${last4}` : 'the bank account you gave us';
      return {
        title: 'Confirm your bank account',
        text: `Ownership of ${account} could not be verified. Upload a recent bank statement that shows your name and that account number.`,
        action: 'UPLOAD_DOCUMENT',
        documentTypes: ['BANK_STATEMENT'],
      };
    }
    case 'FALSE_OWNERSHIP_TYPE_REVIEW':
      return {
        title: 'Confirm how you own your home',
        text: 'How you told us you own the property does not match the public record. Upload your recorded deed, or your certificate of trust if the home is held in a trust.',
        action: 'UPLOAD_DOCUMENT',
        documentTypes: ['PROPERTY_DESCRIPTION_SOURCE', 'CERTIFICATE_OF_TRUST'],
      };
    case 'GENERIC_DOCUMENT_REQUEST':
      return {
        title: 'Upload a document we asked for',
        text: 'We need one more document to keep reviewing your application. The note from our team says which one.',
        action: 'UPLOAD_DOCUMENT',
        documentTypes: ['SUPPORT'],
      };
    case 'HARD_CREDIT_INQUIRY_REVIEW':
      return {
        title: 'Explain a recent credit inquiry',
        text: 'Your credit report shows a recent inquiry from another lender. Upload a signed letter that says whether you opened new credit and, if you did, its amount and monthly payment.',
        action: 'UPLOAD_DOCUMENT',
        documentTypes: ['SUPPORT'],
      };
    case 'HELOC_MANUAL_PAYSTUB_UPLOAD':
      return {
        title: 'Upload your paystub',
        text: 'We could verify only part of your income. Upload your most recent paystub, showing your name, your employer and your pay so far this year.',
        action: 'UPLOAD_DOCUMENT',
        documentTypes: ['PAYSTUB'],
      };
    case 'ID_VERIFICATION_FAILURE':
      return {
        title: 'Verify your identity',
        text: 'We could not verify your identity from the details we have. Upload a clear photo of the front of a current government-issued photo ID.',
        action: 'UPLOAD_DOCUMENT',
        documentTypes: ID_FRONTS,
      };
    case 'IDENTITY_DOCUMENT_FRAUD_REVIEW':
      return {
        title: 'Upload a different photo ID',
        text: 'We could not confirm the ID you uploaded. Upload a clear photo of the front of a different current government-issued photo ID.',
        action: 'UPLOAD_DOCUMENT',
        documentTypes: ID_FRONTS,
      };
    case 'MISSING_PHONE_NUMBER':
      return {
        title: 'Add your mobile phone number',
        text: 'We need a mobile phone number to reach you about your application and to set up your notary session.',
        action: 'PHONE_NUMBER',
        documentTypes: [],
      };
    case 'PROPERTY_LEGAL_DESCRIPTION':
      return {
        title: "Send your property's legal description",
        text: 'We need the legal description of your property to prepare your documents. Upload your recorded deed, your title insurance policy or a property tax bill that shows it.',
        action: 'UPLOAD_DOCUMENT',
        documentTypes: ['PROPERTY_DESCRIPTION_SOURCE'],
      };
    case 'PROPERTY_OWNERSHIP_FRAUD_REVIEW':
      return {
        title: 'Confirm that you own the property',
        text: 'We could not confirm from public records that you own this property. Upload your recorded deed or a recent property tax bill in your name.',
        action: 'UPLOAD_DOCUMENT',
        documentTypes: ['PROPERTY_DESCRIPTION_SOURCE', 'SUPPORT'],
      };
    case 'REVIEW_TRUST_REQUIREMENTS':
      return {
        title: 'Send your certificate of trust',
        text: 'Your home is held in a trust. Upload the certificate of trust, or the pages of the trust that name the trustees and their powers, so we can check it meets our requirements.',
        action: 'UPLOAD_DOCUMENT',
        documentTypes: ['CERTIFICATE_OF_TRUST'],
      };
    case 'ESCALATION_REVIEW':
      return {
        title: 'A senior reviewer is looking at your application',
        text: "A senior member of our team is reviewing your application. You don't need to do anything now; we will contact you if we need more.",
        action: 'NONE',
        documentTypes: [],
      };
  }
}

/** Words for the document types a condition asks for (the upload page's choice). */
export const DOCUMENT_TYPE_LABELS: Readonly<Partial<Record<DocumentType, string>>> = {
  BANK_STATEMENT: 'Bank statement',
  CERTIFICATE_OF_TRUST: 'Certificate of trust',
  PAYSTUB: 'Paystub',
  PROPERTY_DESCRIPTION_SOURCE: 'Deed, title policy or property tax bill',
  SUPPORT: 'Letter or other document',
  DRIVERS_LICENSE_FRONT: "Driver's license (front)",
  ID_CARD_FRONT: 'State ID card (front)',
  PASSPORT: 'Passport (photo page)',
  PERMANENT_RESIDENT_FRONT: 'Permanent resident card (front)',
};

/**
 * One condition as the borrower reads it (GET …/conditions/external-applicants). The spec's fields, less `notes`
 * (the lender's own notes, e.g. a provider's reason: never sent, decision 188), plus the words and the page of its
 * category and when it was resolved.
 */
export const conditionSchema = z.object({
  uuid: z.string(),
  categoryEnum: conditionCategorySchema,
  /** ISO date-time it was raised. */
  created: z.string(),
  /** ISO date-time it was cleared; null while open. */
  resolved: z.nullable(z.string()),
  title: z.string(),
  text: z.string(),
  /** A note a person at the lender wrote to the borrower about this condition. */
  commentsToBorrower: z.nullable(z.string()),
  requestDocuments: z.boolean(),
  /** False once the borrower has answered (documents received, under review) or it is resolved. */
  actionNeeded: z.boolean(),
  action: z.enum(CONDITION_ACTIONS),
  documentTypes: z.array(z.string()),
  xtraData: z.object({ numDocsRequired: z.number() }),
});
export type Condition = z.infer<typeof conditionSchema>;

/** Open conditions first (oldest first), then the resolved ones (latest first). */
export const conditionListSchema = z.object({ conditions: z.array(conditionSchema) });
export type ConditionList = z.infer<typeof conditionListSchema>;

export const CONDITION_DOCUMENTS_REQUIRED = 'Upload at least one document';
export const CONDITION_DOCUMENTS_TOO_FEW = (n: number) => `Upload ${n} documents: this request needs ${n}`;
export const CONDITION_DOCUMENT_UNKNOWN = 'One of these documents is not part of your application';
export const CONDITION_DOCUMENT_WRONG_TYPE = 'One of these documents is not a type this request accepts';
export const CONDITION_NOT_FOUND = 'This request was not found on your application';
export const CONDITION_NOT_OPEN = 'This request is already closed';
export const CONDITION_NO_UPLOAD = 'This request does not take documents';

/** POST …/conditions/{conditionUuid}/documents: the documents (already uploaded) that answer it. */
export const conditionDocumentsBodySchema = z.strictObject({
  documentUuids: z.array(z.uuid()).check(z.minLength(1, CONDITION_DOCUMENTS_REQUIRED), z.maxLength(50)),
});
export type ConditionDocumentsBody = z.infer<typeof conditionDocumentsBodySchema>;

export const conditionParamsSchema = z.object({ uuid: z.uuid(), conditionUuid: z.uuid() });

/** How many documents a condition needs before it can be sent: its numDocsRequired, at least one. */
export function documentsNeeded(numDocsRequired: number): number {
  return Math.max(1, numDocsRequired);
}

export { type ConditionCategory };
