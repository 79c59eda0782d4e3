import type { closingDocumentFile, closingDocuments } from '@lintel/domain/api/endpoints/closing-actions';
import type { ClosingDocument, ClosingDocumentList } from '@lintel/domain/application/closing-documents';
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

/** The caller's own signature of a document first, else the first signer's (a co-owner reads the applicant's copy). */
function signatureFor(rows: readonly SignedDocumentRow[], documentId: string, identityId: string) {
  const mine = rows.filter((r) => r.documentId === documentId);
  return mine.find((r) => r.signerIdentityId === identityId) ?? mine[0];
}

/**
 * GET …/closing/documents: the package as it stands, each signed document as it was signed. A signed copy outlives
 * the package (an offer that lapses after funding leaves the figures of the signed copy as they were).
 */
export async function closingDocumentsAnswer(
  context: ReadContext<typeof closingDocuments>,
): Promise<ClosingDocumentList> {
  const { deps, access, request } = context;
  const identityId = sessionOf(request).identityId;
  const [pkg, signed] = await Promise.all([packageOf(context), signedDocuments(deps.db, access.id)]);
  const documents: ClosingDocument[] = [];
  const seen = new Set<string>();
  for (const document of pkg?.documents ?? []) {
    seen.add(document.id);
    const signature = signatureFor(signed, document.id, identityId);
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
    const signature = signatureFor(signed, row.documentId, identityId) ?? row;
    documents.push({
      id: row.documentId,
      kind: row.kind as ClosingDocument['kind'],
      title: row.title,
      owner: row.owner,
      sha256: signature.sha256,
      signed: { signedAt: signature.signedAt.toISOString(), signerName: signature.signerName },
    });
  }
  return { documents };
}

/** GET …/closing/documents/{documentId}: the PDF, the signed copy with its certificate once signed. */
export async function closingDocumentFileAnswer(context: ReadContext<typeof closingDocumentFile>) {
  const { deps, access, request, reply, params, query } = context;
  const signed = signatureFor(
    await signedDocuments(deps.db, access.id),
    params.documentId,
    sessionOf(request).identityId,
  );
  let bytes: Uint8Array | undefined;
  let name = params.documentId;
  if (signed) {
    const original = await (deps.files ?? postgresFileStore).get(deps.db, signed.storageKey);
    if (!original) throw new Error(`The signed copy ${signed.id} has no bytes in the file store`);
    bytes = query.copy === 'original' ? original : await signedCopy(original, signed);
    if (query.copy !== 'original') name = `${params.documentId}-signed`;
  } else {
    const pkg = await packageOf(context);
    const document = pkg?.documents.find((d) => d.id === params.documentId);
    if (pkg && document) bytes = await renderPackageDocument(pkg, document);
  }
  if (!bytes) return notFound(reply);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));
}
