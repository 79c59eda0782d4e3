import type { Organisation } from '@lintel/domain/organisation/organisation';
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { ApplicationAggregate } from '../../../applications/application-repository.ts';
import type { Executor } from '../../../../platform/db/db-executor.ts';
import type { FileStore } from '../../../../platform/storage/file-store.ts';
import type { ClosingRow } from '../closing-repository.ts';
import { ESIGN_CONSENT_VERSION } from './closing-notices.ts';
import { closingSignedDocuments } from './closing-documents-tables.ts';
import { closingPackage, renderPackageDocument, sha256, type PackageDocument } from './closing-package.ts';

export type SignedDocumentRow = typeof closingSignedDocuments.$inferSelect;

export interface Signer {
  identityId: string;
  name: string;
  ipAddress: string;
}

/**
 * At the note's signing (decision 190): the package is written as the signer saw it, and each document's bytes go to
 * the file store with the row its certificate page is made from. `write` runs in the signing's transaction; `undo`
 * removes the objects again when that does not commit. Nothing to keep while the line has no figures.
 */
export async function prepareSignedCopies(
  db: Executor,
  input: {
    aggregate: ApplicationAggregate;
    closing: ClosingRow | undefined;
    organisation: Organisation;
    signer: Signer;
    envelopeId: string;
    now: Date;
    /** The documents this signer signs (an additional signer's by their role, decision 249); else the shared ones. */
    signs?: (document: PackageDocument) => boolean;
  },
): Promise<{
  write: (tx: Executor, files: FileStore) => Promise<void>;
  undo: (files: FileStore) => Promise<void>;
}> {
  const { aggregate, signer, now } = input;
  const pkg = await closingPackage(db, aggregate, input.closing, input.organisation, now);
  const copies = await Promise.all(
    (pkg?.documents ?? [])
      // A signer signs the shared documents and acknowledges their own notice of the right to cancel.
      .filter(input.signs ?? ((d) => d.owner === null || d.owner === signer.name))
      .map(async (document) => {
        const bytes = pkg ? await renderPackageDocument(pkg, document) : new Uint8Array();
        const id = randomUUID();
        return {
          bytes,
          row: {
            id,
            applicationId: aggregate.application.id,
            documentId: document.id,
            kind: document.kind,
            title: document.title,
            owner: document.owner,
            storageKey: `applications/${aggregate.application.id}/closing/${id}.pdf`,
            sha256: sha256(bytes),
            signerIdentityId: signer.identityId,
            signerName: signer.name,
            signedAt: now,
            ipAddress: signer.ipAddress,
            consentVersion: ESIGN_CONSENT_VERSION,
            envelopeId: input.envelopeId,
          },
        };
      }),
  );
  return {
    write: async (tx, files) => {
      for (const copy of copies) {
        await tx.insert(closingSignedDocuments).values(copy.row).onConflictDoNothing();
        await files.put(tx, copy.row.storageKey, {
          bytes: Buffer.from(copy.bytes),
          contentType: 'application/pdf',
        });
      }
    },
    undo: async (files) => {
      for (const copy of copies) await files.remove(db, copy.row.storageKey);
    },
  };
}

export function signedDocuments(db: Executor, applicationId: string): Promise<SignedDocumentRow[]> {
  return db
    .select()
    .from(closingSignedDocuments)
    .where(eq(closingSignedDocuments.applicationId, applicationId))
    .orderBy(asc(closingSignedDocuments.signedAt));
}

export async function signedDocument(
  db: Executor,
  applicationId: string,
  documentId: string,
): Promise<SignedDocumentRow[]> {
  return db
    .select()
    .from(closingSignedDocuments)
    .where(
      and(
        eq(closingSignedDocuments.applicationId, applicationId),
        eq(closingSignedDocuments.documentId, documentId),
      ),
    )
    .orderBy(asc(closingSignedDocuments.signedAt));
}
