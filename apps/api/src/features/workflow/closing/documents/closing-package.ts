import type { Organisation } from '@lintel/domain/organisation/organisation';
import type { DisclosureDocument } from '@lintel/domain/application/disclosures/disclosure-document';
import type { ClosingDocumentKind } from '@lintel/domain/application/closing-documents';
import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { ApplicationAggregate } from '../../../applications/application-repository.ts';
import { identities } from '../../../identity/identity-tables.ts';
import type { Executor } from '../../../../platform/db/db-executor.ts';
import { summaryDisclosure } from '../../after-offer/summary-disclosure.ts';
import type { ClosingRow } from '../closing-repository.ts';
import { rescissionEndsAt } from '../rescission-deadline.ts';
import {
  accountOpeningDocument,
  agreementDocument,
  helocDisclosureDocument,
  summaryDocument,
  type ClosingLender,
  type ClosingOwner,
} from './closing-contents.ts';
import { esignConsentDocument, rightToCancelDocument } from './closing-notices.ts';
import { writeDisclosurePdf } from './pdf-writer.ts';
import { signerRelationOfRole } from '@lintel/domain/signers/signer-least-data';

/** One document of the closing package, before it is written as a PDF. */
export interface PackageDocument {
  /** Stable within the application: the URL names it (`right-to-cancel-2` is the second owner's notice). */
  id: string;
  kind: ClosingDocumentKind;
  title: string;
  /** The owner a notice of the right to cancel is for; null for the documents every signer shares. */
  owner: string | null;
  /** That owner's identity: whose notice it is when two owners share a name (decision 249). */
  ownerIdentityId: string | null;
  content: DisclosureDocument;
}

export interface ClosingPackage {
  documents: PackageDocument[];
  /** The date every document carries (and the PDFs' creation date). */
  date: Date;
  reference: string;
  lender: ClosingLender;
  /** The lender's site is a test deployment (issue 28): every page of every document says so. */
  testEnvironment: boolean;
}

export function closingLender(organisation: Organisation): ClosingLender {
  const info = organisation.orgMetaData.companyInfo;
  const { street1, street2, city, state, zip } = info.companyAddress;
  return {
    name: info.companyName,
    nmls: info.companyNMLS,
    phone: info.phoneFormatted,
    addressLines: [street2 ? `${street1}, ${street2}` : street1, `${city}, ${state} ${zip}`],
  };
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** An owner of the home; `onTheNote` for the applicant and each co-borrower, not for an owner who signs the deed only. */
type Owner = ClosingOwner & { identityId: string; onTheNote: boolean };

/** The applicant first, then each additional signer as they were added: every one owns the home and signs the deed. */
async function ownersOf(db: Executor, aggregate: ApplicationAggregate): Promise<Owner[]> {
  const owners: Owner[] = [];
  const b = aggregate.borrower;
  if (b)
    owners.push({
      name: [b.firstName, b.middleName, b.lastName, b.suffix].filter(Boolean).join(' '),
      identityId: b.identityId,
      onTheNote: true,
    });
  const ids = aggregate.signers.map((s) => s.identityId);
  if (ids.length === 0) return owners;
  const rows = await db
    .select({ id: identities.id, firstName: identities.firstName, lastName: identities.lastName })
    .from(identities)
    .where(inArray(identities.id, ids));
  for (const signer of [...aggregate.signers].sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())) {
    const row = rows.find((r) => r.id === signer.identityId);
    const name = row ? fullName(row.firstName, row.lastName) : '';
    if (name)
      owners.push({
        name,
        identityId: signer.identityId,
        onTheNote: signerRelationOfRole(signer.role) === 'CO_BORROWER',
      });
  }
  return owners;
}

/**
 * The closing package of an application (decision 190), from its own figures and the lender's data; undefined
 * while the line has no figures (no offer chosen). A document that cannot be stated truthfully (its offer is no
 * longer current) is left out rather than written with figures of another offer.
 */
export async function closingPackage(
  db: Executor,
  aggregate: ApplicationAggregate,
  closing: ClosingRow | undefined,
  organisation: Organisation,
  now: Date,
): Promise<ClosingPackage | undefined> {
  const summary = await summaryDisclosure(db, aggregate);
  if (!summary) return undefined;
  const lender = closingLender(organisation);
  const owners = await ownersOf(db, aggregate);
  // The deed is signed at the notary session: its date, once known, starts the right to cancel.
  const signedOn = closing?.deedSignedAt ?? closing?.notaryStartsAt ?? now;
  const deadline = new Date(rescissionEndsAt(signedOn).getTime() - 1);
  const documents: PackageDocument[] = [];
  const add = (
    id: string,
    kind: ClosingDocumentKind,
    content: DisclosureDocument | undefined,
    owner: Owner | null = null,
  ) => {
    if (content)
      documents.push({
        id,
        kind,
        title: content.title,
        owner: owner?.name ?? null,
        ownerIdentityId: owner?.identityId ?? null,
        content,
      });
  };
  add('esign-consent', 'ESIGN_CONSENT', esignConsentDocument(lender));
  add('heloc-disclosure', 'HELOC_DISCLOSURE', helocDisclosureDocument(summary, lender));
  add(
    'account-opening',
    'ACCOUNT_OPENING',
    accountOpeningDocument(summary, lender, aggregate.application.pricingVersion),
  );
  // The note binds those who owe the line: an owner who signs the deed only is not a party to it (decision 249).
  add(
    'agreement-and-note',
    'HELOC_AGREEMENT',
    agreementDocument(
      summary,
      lender,
      owners.filter((o) => o.onTheNote),
    ),
  );
  owners.forEach((owner, index) =>
    add(
      `right-to-cancel-${index + 1}`,
      'RIGHT_TO_CANCEL',
      rightToCancelDocument(summary, lender, owner, { signedOn, deadline }),
      owner,
    ),
  );
  add('summary-disclosure', 'SUMMARY_DISCLOSURE', summaryDocument(summary, lender));
  // The PDFs' date, fixed once the closing disclosure is accepted; before that the day (UTC midnight), never the
  // second of the read: the same document must give the same bytes and hash at every read of the day.
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return {
    documents,
    date: closing?.closingAcceptedAt ?? today,
    reference: `Loan ${summary.loanNumber}`,
    lender,
    testEnvironment: organisation.testEnvironment === true,
  };
}

export function renderPackageDocument(pkg: ClosingPackage, document: PackageDocument): Promise<Uint8Array> {
  return writeDisclosurePdf(document.content, {
    reference: pkg.reference,
    date: pkg.date,
    author: pkg.lender.name,
    testEnvironment: pkg.testEnvironment,
  });
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
