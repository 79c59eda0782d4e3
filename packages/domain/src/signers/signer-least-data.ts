import type { Endpoint } from '../api/endpoint.ts';
import { application, serverStepStatus } from '../api/endpoints/applications.ts';
import {
  cancelInRescission,
  closingDocumentFile,
  closingDocuments,
} from '../api/endpoints/closing-actions.ts';
import type { Application } from '../application/application.ts';
import type { ClosingDocumentKind } from '../application/closing-documents.ts';
import type { SignerRelation } from './signer-invitation.ts';

/**
 * What an additional signer may read of an application (issue 28, decision 249), in one place: every route a
 * signer's session reaches asks here. A co-borrower is obligated on the line; an owner who signs the deed only
 * pledges their interest in the home and may rescind (Reg Z 1026.15(a)(1)), nothing more. Neither is the applicant:
 * the borrower's income, birth date, credit, liens and uploads are the borrower's.
 */

/** application_signers.role as a relation; a role this version does not know gets the least (deed only). */
export function signerRelationOfRole(role: string): SignerRelation {
  return role === 'BORROWER' ? 'CO_BORROWER' : 'CO_DEEDER';
}

const EVERY_SIGNER: readonly SignerRelation[] = ['CO_BORROWER', 'CO_DEEDER'];

/**
 * Which signers receive each closing document. A Record, so a new kind does not compile until it is decided here.
 * Reg Z 1026.15(b) and comment 15(b)-1: each consumer entitled to rescind (every owner whose interest secures the
 * line, 1026.2(a)(11)) receives the notice of the right to rescind and the material disclosures; the material
 * disclosures (1026.15(a)(3)) are the account-opening terms of 1026.6 (the APR, how the finance charge and its
 * balance are figured, the fees) and the payment terms of 1026.40(d)(5)(i)-(ii).
 */
export const SIGNER_DOCUMENTS: Readonly<Record<ClosingDocumentKind, readonly SignerRelation[]>> = {
  // E-SIGN Act, 15 U.S.C. 7001(c): whoever receives the records electronically consents first.
  ESIGN_CONSENT: EVERY_SIGNER,
  // Carries the draw and repayment periods, the minimum payment and the balloon statement of 1026.40(d)(5)(i)-(ii).
  HELOC_DISCLOSURE: EVERY_SIGNER,
  // The 1026.6(a) terms: APR, finance charge, balance method, other charges.
  ACCOUNT_OPENING: EVERY_SIGNER,
  // The promise to pay: only those obligated on the line.
  HELOC_AGREEMENT: ['CO_BORROWER'],
  // 1026.15(b): each owner their own notice, never another owner's (see ADDRESSED).
  RIGHT_TO_CANCEL: EVERY_SIGNER,
  // The application the borrower accepted, with the income they stated: no signer's.
  SUMMARY_DISCLOSURE: [],
};

/** Kinds written to one owner: a signer receives only the one addressed to them. */
const ADDRESSED: ReadonlySet<string> = new Set<ClosingDocumentKind>(['RIGHT_TO_CANCEL']);

/** Whether `relation` receives a closing document; `mine`: it is addressed to this signer. An unknown kind: no. */
export function signerReceivesDocument(
  relation: SignerRelation,
  document: { kind: string; mine: boolean },
): boolean {
  const receivers = (SIGNER_DOCUMENTS as Readonly<Record<string, readonly SignerRelation[] | undefined>>)[
    document.kind
  ];
  return (receivers?.includes(relation) ?? false) && (!ADDRESSED.has(document.kind) || document.mine);
}

/**
 * The shared calls (caller `party`) open to a signer of either kind: where the application stands, the application
 * as signerApplicationView gives it, their closing documents, and cancelling in the rescission period (one owner's
 * cancellation binds all, 1026.15(a)(4)). What the calls answer differs by relation; every other shared call answers
 * a signer 404, as to an outsider. Their own steps (identity, signature, notary, conditions) are in their own area.
 */
export const SIGNER_SHARED_CALLS: readonly Endpoint[] = [
  serverStepStatus,
  application,
  closingDocuments,
  closingDocumentFile,
  cancelInRescission,
];

/** Whether a signer may make the shared call registered at `method` `path` (HEAD is GET's). */
export function signerMayCall(method: string, path: string): boolean {
  const asked = method === 'HEAD' ? 'GET' : method;
  return SIGNER_SHARED_CALLS.some((e) => e.method === asked && e.path === path);
}

/**
 * The application as a signer reads it (GET application, the /all list): whose line on which home and the signer's
 * own entry; a co-borrower also the line's terms they are obligated on (the note states them). Nothing else, so a
 * field added to the application view stays the borrower's until it is named here.
 */
export function signerApplicationView(
  relation: SignerRelation,
  view: Application,
  identityId: string,
): Application {
  const p = view.property;
  return {
    uuid: view.uuid,
    loanNumber: view.loanNumber ?? null,
    property: p
      ? {
          uuid: p.uuid ?? null,
          street1: p.street1 ?? null,
          street2: p.street2 ?? null,
          city: p.city ?? null,
          state: p.state ?? null,
          zip: p.zip ?? null,
        }
      : null,
    name: view.name ? { firstName: view.name.firstName ?? null, lastName: view.name.lastName ?? null } : null,
    coDeedStatus: view.coDeedStatus ?? null,
    helocSigners: (view.helocSigners ?? []).filter((s) => s.identityUuid === identityId),
    ...(relation === 'CO_BORROWER'
      ? {
          term: view.term ?? null,
          amount: view.amount ?? null,
          rate: view.rate ?? null,
          payType: view.payType ?? null,
        }
      : {}),
  };
}
