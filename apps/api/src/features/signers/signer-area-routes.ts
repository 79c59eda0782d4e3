import { randomUUID } from 'node:crypto';
import {
  signerApplication,
  signerApplications,
  signerDocuments as signerDocumentsEndpoint,
  signerUpload,
  signerVerifyIdentity,
} from '@lintel/domain/api/endpoints/signers';
import { ID_REUPLOAD_REQUIRED, ID_TYPE_DOCUMENTS } from '@lintel/domain/application/identity-verification';
import { DOCUMENT_TYPE_NOT_UPLOADABLE, MAX_DOCUMENT_BYTES } from '@lintel/domain/application/documents';
import { ID_SIDES_MISSING } from '@lintel/domain/signers/signer-area';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { signerDocuments, signerInvitations } from '../applications/tables/signer-invitations.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { sessionOf } from '../identity/require-session.ts';
import { raiseCondition, resolveConditions, type NewCondition } from '../workflow/after-offer/conditions.ts';
import { inspectUpload } from '../workflow/after-offer/uploads/inspect-upload.ts';
import { uploadAllowance } from '../workflow/after-offer/uploads/upload-allowance.ts';
import { callerInvitation, outOfOrder } from './signer-guard.ts';
import { openIdentityCondition, typesAskedOf } from './signer-conditions.ts';
import { signerSubject } from './signer-subject.ts';
import { invitationsOf, progressOf, signerView } from './signer-view.ts';

const ID_DOCUMENT_TYPES = new Set<string>(
  Object.values(ID_TYPE_DOCUMENTS).flatMap((sides) => [sides.front, ...(sides.back ? [sides.back] : [])]),
);
export const ACCEPT_FIRST = 'Please accept the invitation first.';
const ID_FAILURE: NewCondition = { category: 'ID_VERIFICATION_FAILURE', requestDocuments: true, numDocsRequired: 1 };
const ID_DOCUMENT_REVIEW: NewCondition = {
  category: 'IDENTITY_DOCUMENT_FRAUD_REVIEW',
  requestDocuments: true,
  numDocsRequired: 1,
};

async function documentsOf(db: FeatureOptions['db'], invitationId: string) {
  const rows = await db
    .select({ id: signerDocuments.id, type: signerDocuments.type, createdAt: signerDocuments.createdAt })
    .from(signerDocuments)
    .where(eq(signerDocuments.invitationId, invitationId))
    .orderBy(asc(signerDocuments.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** The signer's reads and their identity check (issue 19). */
export function signerAreaRoutes(app: FastifyInstance, opts: FeatureOptions): void {
  const { db, clock, endpoints } = opts;

  endpoints(app, signerApplications, async ({ request }) => {
    const session = sessionOf(request);
    const rows = await invitationsOf(db, session.identityId, session.orgCode);
    return { applications: await Promise.all(rows.map((row) => signerView(db, row))) };
  });

  endpoints(app, signerApplication, async ({ request, reply }) => {
    const row = await callerInvitation(db, request, reply);
    if (!row) return reply;
    return signerView(db, row);
  });

  endpoints(app, signerDocumentsEndpoint, async ({ request, reply }) => {
    const row = await callerInvitation(db, request, reply);
    if (!row) return reply;
    return { documents: await documentsOf(db, row.id) };
  });

  // An upload's body is the file's bytes whatever its Content-Type (as the borrower's uploads, step-routes.ts).
  const bodyLimit = MAX_DOCUMENT_BYTES + 1;
  void app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
    endpoints(
      scope,
      signerUpload,
      async ({ request, reply, params }) => {
        const row = await callerInvitation(db, request, reply);
        if (!row) return reply;
        // ID photos, and what the signer's own open conditions ask for (decision 237).
        if (!ID_DOCUMENT_TYPES.has(params.type) && !(await typesAskedOf(db, row)).has(params.type))
          return reply.code(400).send({ errors: [{ message: DOCUMENT_TYPE_NOT_UPLOADABLE, field: 'type' }] });
        const bytes = Buffer.isBuffer(request.body) ? request.body : undefined;
        const inspection = await inspectUpload(bytes, request.headers['content-type']);
        if (!inspection.ok) return reply.code(inspection.status).send({ errors: inspection.errors });
        await uploadAllowance(db, { applicationId: row.applicationId }, clock.now(), (bytes as Buffer).length);
        const id = randomUUID();
        const key = `applications/${row.applicationId}/signers/${row.id}/${id}.${inspection.extension}`;
        const now = clock.now();
        await db.transaction(async (tx) => {
          await opts.files.put(tx, key, { bytes: bytes as Buffer, contentType: inspection.contentType });
          await tx.insert(signerDocuments).values({
            id,
            invitationId: row.id,
            type: params.type,
            storageKey: key,
            contentType: inspection.contentType,
            createdAt: now,
          });
        });
        return { id, type: params.type, createdAt: now.toISOString() };
      },
      { bodyLimit },
    );
  });

  endpoints(app, signerVerifyIdentity, async ({ request, reply, body }) => {
    const row = await callerInvitation(db, request, reply);
    if (!row) return reply;
    if (!row.acceptedAt) return outOfOrder(reply, ACCEPT_FIRST);
    // Checked again only while an identity condition of theirs is open (a failed check's, or the back office's).
    const condition = await openIdentityCondition(db, row);
    if (row.identityVerifiedAt && !condition) return { progress: progressOf(row) };
    // The check of the after-offer identity page: the chosen ID's own sides, each screened from its bytes on upload.
    const sides = ID_TYPE_DOCUMENTS[body.idType];
    const documents = await documentsOf(db, row.id);
    const fronts = documents.filter((d) => d.type === sides.front);
    if (fronts.length === 0 || (sides.back && !documents.some((d) => d.type === sides.back)))
      return reply.code(400).send({ errors: [{ message: ID_SIDES_MISSING, field: 'document-front' }] });
    // Spec idReUpload, as the borrower's (identity.ts): after a failed check, or a condition asking for the check
    // again, only a photo sent since is worth a check.
    const since = [row.identityVerifiedAt ? undefined : row.identityFailedAt, condition?.createdAt]
      .filter((d): d is Date => d instanceof Date)
      .map((d) => d.toISOString())
      .sort()
      .at(-1);
    if (since && !fronts.some((d) => d.createdAt > since))
      return reply.code(400).send({ errors: [{ message: ID_REUPLOAD_REQUIRED, field: 'document-front' }] });
    const subject = await signerSubject(opts, row);
    if (!subject) return outOfOrder(reply, ACCEPT_FIRST);
    // The borrower's identity provider, with the signer's own name and the pledged home (its sandbox personas apply).
    const identity = await opts.providers.identityVerification.verifyIdentity({ subject, email: row.email });
    const now = clock.now();
    const verified = identity.outcome === 'VERIFIED';
    const signer = { type: 'SIGNER' as const, id: row.identityId ?? undefined };
    const [updated] = await db.transaction(async (tx) => {
      await recordAudit(tx, clock, {
        applicationId: row.applicationId,
        actor: signer,
        action: 'provider.identity-verification.verify',
        after: { signerId: row.id, idType: body.idType, ...identity },
      });
      if (verified) {
        await recordAudit(tx, clock, {
          applicationId: row.applicationId,
          actor: signer,
          action: 'signer.identity-verified',
          after: { signerId: row.id, idType: body.idType },
        });
        await resolveConditions(tx, row.applicationId, 'ID_VERIFICATION_FAILURE', now, row.id);
        // The sandbox's `Idreview`: the person checks out, the ID document goes to a person's review.
        if (identity.documentReview === 'REFER')
          await raiseCondition(tx, row.applicationId, { ...ID_DOCUMENT_REVIEW, signerInvitationId: row.id }, now);
      } else
        // A failed check is the signer's own condition (decision 237): their landing leads back to the check.
        await raiseCondition(
          tx,
          row.applicationId,
          { ...ID_FAILURE, notes: identity.reasons.join('; '), signerInvitationId: row.id },
          now,
        );
      return tx
        .update(signerInvitations)
        .set(
          verified
            ? { idType: body.idType, identityVerifiedAt: row.identityVerifiedAt ?? now }
            : { idType: body.idType, identityFailedAt: now },
        )
        .where(eq(signerInvitations.id, row.id))
        .returning();
    });
    return { progress: progressOf(updated ?? row), outcome: identity.outcome };
  });
}
