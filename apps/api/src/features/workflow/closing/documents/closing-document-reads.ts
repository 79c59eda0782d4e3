import type { closingDocumentFile, closingDocuments } from '@lintel/domain/api/endpoints/closing-actions';
import type { ClosingDocument, ClosingDocumentList } from '@lintel/domain/application/closing-documents';
import type { SignerRelation } from '@lintel/domain/signers/signer-invitation';
import { signerReceivesDocument } from '@lintel/domain/signers/signer-least-data';
import { loadApplication } from '../../../applications/application-repository.ts';
import { notFound } from '../../../applications/application-access.ts';
import { sessionOf } from '../../../identity/require-session.ts';
import { postgresFileStore } from '../../../../platform/storage/postgres-file-store.ts';
import type { ReadContext } from '../../steps/step-module.ts';
import { findClosing } from '../closing-repository.ts';
import { closingPackage, renderPackageDocument, sha256, type ClosingPackage } from './closing-package.ts';
import { signedCopy } from './signature-certificate.ts';
import { signedDocuments, type SignedDocumentRow } from './signed-documents.ts';

type Context = ReadContext<typeof closingDocuments> | ReadContext<typeof closingDocumentFile>;

async function packageOf({ deps, access, request }: Context): Promise<ClosingPackage | undefined> {
  const aggregate = await loadApplication(deps.db, access.id);
  if (!aggregate) return undefined;
  const closing = await findClosing(deps.db, access.id);
  return closingPackage(deps.db, aggregate, closing, request.organisation, deps.clock.now());
}

/** Who reads: the borrower (no relation) or one of the application's signers, by role (decision 249). */
interface Reader {
  identityId: string;
  relation: SignerRelation | undefined;
}

const readerOf = ({ access, request }: Context): Reader => ({
  identityId: sessionOf(request).identityId,
  relation: access.signerRelation,
});

/** The borrower receives every document; a signer those of their role, of the notices only their own. */
function receives(reader: Reader, kind: string, mine: boolean): boolean {
  return !reader.relation || signerReceivesDocument(reader.relation, { kind, mine });
}

/** A signed-only document (no longer in the package) is the signer's own notice when they signed it. */
const signedBy = (rows: readonly SignedDocumentRow[], documentId: string, identityId: string) =>
  rows.some((r) => r.documentId === documentId && r.signerIdentityId === identityId);

/**
 * The caller's own signature of a document first; the borrower else reads the first signer's copy. A signer reads
 * only their own signed copy: another's carries that person's certificate (name, time, IP address).
 */
function signatureFor(rows: readonly SignedDocumentRow[], documentId: string, reader: Reader) {
  const signatures = rows.filter((r) => r.documentId === documentId);
  const own = signatures.find((r) => r.signerIdentityId === reader.identityId);
  return own ?? (reader.relation ? undefined : signatures[0]);
}

/**
 * GET …/closing/documents: the package as it stands, each signed document as it was signed. A signed copy outlives
 * the package (an offer that lapses after funding leaves the figures of the signed copy as they were).
 */
export async function closingDocumentsAnswer(
  context: ReadContext<typeof closingDocuments>,
): Promise<ClosingDocumentList> {
  const { deps, access } = context;
  const reader = readerOf(context);
  const [pkg, signed] = await Promise.all([packageOf(context), signedDocuments(deps.db, access.id)]);
  const documents: ClosingDocument[] = [];
  const seen = new Set<string>();
  for (const document of pkg?.documents ?? []) {
    seen.add(document.id);
    if (!receives(reader, document.kind, document.ownerIdentityId === reader.identityId)) continue;
    const signature = signatureFor(signed, document.id, reader);
    documents.push({
      id: document.id,
      kind: document.kind,
      title: document.title,
      owner: document.owner,
      sha256: signature?.sha256 ?? sha256(await renderPackageDocument(pkg as ClosingPackage, document)),
      signed: signature
        ? { signedAt: signature.signedAt.toISOString(), signerName: signature.signerName }
        : null,
    });
  }
  for (const row of signed) {
    if (seen.has(row.documentId)) continue;
    seen.add(row.documentId);
    if (!receives(reader, row.kind, signedBy(signed, row.documentId, reader.identityId))) continue;
    const signature = signatureFor(signed, row.documentId, reader);
    documents.push({
      id: row.documentId,
      kind: row.kind as ClosingDocument['kind'],
      title: row.title,
      owner: row.owner,
      // Not signed by this signer: the document as it was shown for signature, without anyone's certificate.
      sha256: (signature ?? row).sha256,
      signed: signature
        ? { signedAt: signature.signedAt.toISOString(), signerName: signature.signerName }
        : null,
    });
  }
  return { documents };
}

/** GET …/closing/documents/{documentId}: the PDF, the signed copy with its certificate once signed. */
export async function closingDocumentFileAnswer(context: ReadContext<typeof closingDocumentFile>) {
  const { deps, access, reply, params, query } = context;
  const reader = readerOf(context);
  const rows = await signedDocuments(deps.db, access.id);
  const signed = signatureFor(rows, params.documentId, reader);
  // The borrower's signed copy needs no package; a signer's every read is checked against it.
  const pkg = signed && !reader.relation ? undefined : await packageOf(context);
  const document = pkg?.documents.find((d) => d.id === params.documentId);
  const kept = rows.find((r) => r.documentId === params.documentId);
  // What a signer does not receive is not found, as a document that does not exist (decision 249).
  if (reader.relation) {
    const allowed = document
      ? receives(reader, document.kind, document.ownerIdentityId === reader.identityId)
      : kept !== undefined &&
        receives(reader, kept.kind, signedBy(rows, params.documentId, reader.identityId));
    if (!allowed) return notFound(reply);
  }
  let bytes: Uint8Array | undefined;
  let name = params.documentId;
  if (signed) {
    const original = await (deps.files ?? postgresFileStore).get(deps.db, signed.storageKey);
    if (!original) throw new Error(`The signed copy ${signed.id} has no bytes in the file store`);
    bytes =
      query.copy === 'original'
        ? original
        : await signedCopy(original, signed, {
            testEnvironment: context.request.organisation.testEnvironment === true,
          });
    if (query.copy !== 'original') name = `${params.documentId}-signed`;
  } else if (pkg && document) {
    bytes = await renderPackageDocument(pkg, document);
  } else if (kept) {
    // Kept from a package that has changed since, not signed by this signer: its bytes as shown for signature.
    bytes = (await (deps.files ?? postgresFileStore).get(deps.db, kept.storageKey)) ?? undefined;
  }
  if (!bytes) return notFound(reply);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));
}
