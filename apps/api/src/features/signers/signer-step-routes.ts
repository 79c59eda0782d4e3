import { signerBookNotary, signerNotarySlots, signerSign } from '@lintel/domain/api/endpoints/signers';
import {
  MANUAL_NOTARY_MAX_DAYS,
  MANUAL_NOTARY_MIN_DAYS,
  MANUAL_TIME_RANGE,
  SLOT_NOT_AVAILABLE,
} from '@lintel/domain/application/notary';
import { SIGNED_NAME_MISMATCH, signedNameMatches } from '@lintel/domain/application/signing';
import type { SignerRelation } from '@lintel/domain/signers/signer-invitation';
import { signerReceivesDocument } from '@lintel/domain/signers/signer-least-data';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { loadApplication } from '../applications/application-repository.ts';
import { signerInvitations } from '../applications/tables/signer-invitations.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { findClosing } from '../workflow/closing/closing-repository.ts';
import { prepareSignedCopies } from '../workflow/closing/documents/signed-documents.ts';
import { confirmCoDeedIfDone } from './co-deed-completion.ts';
import { callerInvitation, outOfOrder } from './signer-guard.ts';
import { signerSubject } from './signer-subject.ts';
import { progressOf } from './signer-view.ts';

const DAY_MS = 86_400_000;
export const VERIFY_FIRST = 'Please verify your identity first.';
export const SIGN_FIRST = 'Please sign your documents first.';
export const DOCUMENTS_NOT_READY = 'Your documents are not ready yet. We will email you when they are.';

/** The signer's signature and notary booking (issue 19): their own, in order, never the borrower's. */
export function signerStepRoutes(app: FastifyInstance, opts: FeatureOptions): void {
  const { db, clock, endpoints } = opts;

  endpoints(app, signerSign, async ({ request, reply, body }) => {
    const row = await callerInvitation(db, request, reply);
    if (!row) return reply;
    if (!row.identityVerifiedAt) return outOfOrder(reply, VERIFY_FIRST);
    if (row.signedAt) return { progress: progressOf(row) };
    if (!signedNameMatches(body.signedName, row.firstName, row.lastName))
      return reply.code(400).send({ errors: [{ message: SIGNED_NAME_MISMATCH, field: 'signedName' }] });
    const aggregate = await loadApplication(db, row.applicationId);
    const closing = await findClosing(db, row.applicationId);
    if (!aggregate) return outOfOrder(reply, DOCUMENTS_NOT_READY);
    const now = clock.now();
    // The same signed copies with a certificate page as the borrower's (decision 190): the documents their role
    // receives and their own notice of the right to cancel, as they read them (decision 249).
    const relation = row.relation as SignerRelation;
    const copies = await prepareSignedCopies(db, {
      aggregate,
      closing,
      organisation: request.organisation,
      signer: { identityId: row.identityId ?? '', name: `${row.firstName} ${row.lastName}`, ipAddress: request.ip },
      envelopeId: closing?.envelopeId ?? `signer-${row.id}`,
      now,
      signs: (d) =>
        signerReceivesDocument(relation, { kind: d.kind, mine: d.ownerIdentityId === row.identityId }),
    });
    try {
      const [updated] = await db.transaction(async (tx) => {
        await copies.write(tx, opts.files);
        await recordAudit(tx, clock, {
          applicationId: row.applicationId,
          actor: { type: 'SIGNER', id: row.identityId ?? undefined },
          action: 'signer.signed',
          after: { signerId: row.id, signedName: body.signedName, esignConsent: true },
        });
        return tx
          .update(signerInvitations)
          .set({ signedName: body.signedName, signedAt: now })
          .where(eq(signerInvitations.id, row.id))
          .returning();
      });
      return { progress: progressOf(updated ?? row) };
    } catch (error) {
      await copies.undo(opts.files);
      throw error;
    }
  });

  endpoints(app, signerNotarySlots, async ({ request, reply }) => {
    const row = await callerInvitation(db, request, reply);
    if (!row) return reply;
    const subject = await signerSubject(opts, row);
    if (!subject || !row.signedAt) return outOfOrder(reply, SIGN_FIRST);
    const slots = await opts.providers.notary.availableSlots({ subject, from: clock.now() });
    return { slots: slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })) };
  });

  endpoints(app, signerBookNotary, async ({ request, reply, body }) => {
    const row = await callerInvitation(db, request, reply);
    if (!row) return reply;
    if (!row.signedAt) return outOfOrder(reply, SIGN_FIRST);
    if (row.notaryBookedAt) return { progress: progressOf(row) };
    const subject = await signerSubject(opts, row);
    if (!subject) return outOfOrder(reply, DOCUMENTS_NOT_READY);
    const now = clock.now();
    let booking;
    if (body.kind === 'REMOTE') {
      booking = await opts.providers.notary.bookSession({ subject, start: new Date(body.start), at: now });
      if (booking.outcome !== 'BOOKED')
        return reply.code(400).send({ errors: [{ message: SLOT_NOT_AVAILABLE, field: 'start' }] });
    } else {
      const requestedTime = new Date(body.requestedTime);
      const ahead = requestedTime.getTime() - now.getTime();
      if (ahead < MANUAL_NOTARY_MIN_DAYS * DAY_MS || ahead > MANUAL_NOTARY_MAX_DAYS * DAY_MS)
        return reply.code(400).send({ errors: [{ message: MANUAL_TIME_RANGE, field: 'requestedTime' }] });
      booking = await opts.providers.notary.requestManualNotary({ subject, requestedTime });
      if (booking.outcome !== 'BOOKED')
        return reply.code(400).send({ errors: [{ message: MANUAL_TIME_RANGE, field: 'requestedTime' }] });
    }
    const { sessionId, start } = booking;
    const updated = await db.transaction(async (tx) => {
      await recordAudit(tx, clock, {
        applicationId: row.applicationId,
        actor: { type: 'SIGNER', id: row.identityId ?? undefined },
        action: 'provider.notary.book',
        after: { signerId: row.id, kind: body.kind, sessionId, start },
      });
      const [next] = await tx
        .update(signerInvitations)
        .set({ notaryKind: body.kind, notarySessionId: sessionId, notaryStartsAt: start, notaryBookedAt: now })
        .where(eq(signerInvitations.id, row.id))
        .returning();
      // The last signer done moves the borrower's application past the co-deed wait, in the same transaction.
      await confirmCoDeedIfDone(tx, clock, row.applicationId, row.identityId ?? row.id);
      return next;
    });
    return { progress: progressOf(updated ?? row) };
  });
}
