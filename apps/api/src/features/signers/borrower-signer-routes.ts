import {
  inviteSigner,
  listSigners,
  removeSigner,
  resendInvitation,
} from '@lintel/domain/api/endpoints/signers';
import type { SignerSummary } from '@lintel/domain/signers/signer-invitation';
import { SIGNER_ALREADY_SIGNED, SIGNER_PROGRESS_LABELS } from '@lintel/domain/signers/signer-invitation';
import { serverStepSchema } from '@lintel/domain/server-steps/server-step';
import { signerRequestsText } from '@lintel/domain/signers/signer-conditions';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { accessOf } from '../applications/application-guard.ts';
import { signerInvitations } from '../applications/tables/signer-invitations.ts';
import { sessionOf } from '../identity/require-session.ts';
import { countInvitationSend } from './invitation-limits.ts';
import { createInvitation, sendInvitation, type InvitationRow } from './invitation-service.ts';
import { removeSignerRow } from './signer-removal.ts';
import { openConditionCounts } from './signer-conditions.ts';
import { progressOf } from './signer-view.ts';
import { vestedOwnerSuggestions } from './vested-owners.ts';

export const ALREADY_INVITED = 'This email is already invited to sign this application.';
export const ALREADY_ACCEPTED =
  'This signer has already accepted; their address can no longer be changed here.';
export const SIGNER_NOT_FOUND = 'Not found';
/** Steps after which new signers can no longer be added: their notices and the deed are already out (decision 214). */
const CLOSED_STEPS = new Set([
  'DEED_SIGNING',
  'MANUAL_DEED_SIGNING',
  'RESCISSION',
  'FUNDABLE',
  'FUNDED',
  'CANCELLED',
]);
export const TOO_LATE = 'Signers can no longer be added at this stage. Please call us.';

function summary(row: InvitationRow, now: Date, openConditions = 0): SignerSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile,
    relation: row.relation as SignerSummary['relation'],
    progress: progressOf(row),
    invitationExpired: !row.acceptedAt && (row.tokenExpiresAt?.getTime() ?? 0) <= now.getTime(),
    lastSentAt: row.lastSentAt.toISOString(),
    openConditions,
  };
}

async function liveRows(db: FeatureOptions['db'], applicationId: string) {
  return db
    .select()
    .from(signerInvitations)
    .where(and(eq(signerInvitations.applicationId, applicationId), isNull(signerInvitations.removedAt)))
    .orderBy(asc(signerInvitations.createdAt));
}

/**
 * What the application waits on, in the borrower's words (issue 19: "is told what the application waits on"): each
 * signer not yet done, and each with requests of ours still to answer (their conditions, decision 237: the borrower
 * learns that they wait, not what was asked).
 */
function waitingOn(rows: readonly InvitationRow[], open: ReadonlyMap<string, number>): string | null {
  const pending = rows.filter((r) => !r.notaryBookedAt || (open.get(r.id) ?? 0) > 0);
  if (pending.length === 0) return null;
  const names = pending.map((r) => {
    const asked = open.get(r.id) ?? 0;
    const parts = [
      ...(r.notaryBookedAt ? [] : [SIGNER_PROGRESS_LABELS[progressOf(r)].toLowerCase()]),
      ...(asked > 0 ? [signerRequestsText(asked)] : []),
    ];
    return `${r.firstName} ${r.lastName} (${parts.join('; ')})`;
  });
  const asked = pending.some((r) => (open.get(r.id) ?? 0) > 0) ? ', and answer what we ask of them' : '';
  return `Your application waits on ${names.join(', ')}. Each signer must verify their identity, sign and book a notary${asked}.`;
}

/** The borrower's side of issue 19: list, invite, resend or correct, remove. Borrower only (`applicant`: 403 to signers). */
export function borrowerSignerRoutes(app: FastifyInstance, opts: FeatureOptions): void {
  const { db, clock, endpoints } = opts;

  endpoints(app, listSigners, async ({ request }) => {
    const { id } = accessOf(request);
    const rows = await liveRows(db, id);
    const now = clock.now();
    const vestedOwners = await vestedOwnerSuggestions(opts, id, rows);
    const open = await openConditionCounts(
      db,
      rows.map((r) => r.id),
    );
    return {
      signers: rows.map((r) => summary(r, now, open.get(r.id) ?? 0)),
      vestedOwners,
      waitingOn: waitingOn(rows, open),
    };
  });

  endpoints(app, inviteSigner, async ({ request, reply, body }) => {
    const access = accessOf(request);
    if (CLOSED_STEPS.has(access.serverStep)) return reply.code(409).send({ errors: [{ message: TOO_LATE }] });
    const rows = await liveRows(db, access.id);
    if (rows.some((r) => r.email.toLowerCase() === body.email.toLowerCase()))
      return reply.code(409).send({ errors: [{ message: ALREADY_INVITED, field: 'email' }] });
    const session = sessionOf(request);
    // Past a sending limit this throws the 429 (Retry-After, the errors list) before anything is written.
    await countInvitationSend(db, clock.now(), {
      ...body,
      applicationId: access.id,
      orgCode: session.orgCode,
    });
    const row = await db.transaction((tx) =>
      createInvitation(tx, opts, {
        applicationId: access.id,
        orgCode: session.orgCode,
        actor: { type: 'BORROWER', id: session.identityId },
        body,
      }),
    );
    return reply.code(201).send(summary(row, clock.now()));
  });

  endpoints(app, resendInvitation, async ({ request, reply, params, body }) => {
    const access = accessOf(request);
    const [row] = (await liveRows(db, access.id)).filter((r) => r.id === params.signerId);
    if (!row) return reply.code(404).send({ errors: [{ message: SIGNER_NOT_FOUND }] });
    if (row.acceptedAt) return reply.code(409).send({ errors: [{ message: ALREADY_ACCEPTED }] });
    const corrected = {
      ...(body.email ? { email: body.email } : {}),
      ...(body.mobile !== undefined
        ? { mobile: body.mobile || null, smsConsent: Boolean(body.mobile) && row.smsConsent }
        : {}),
    };
    const orgCode = sessionOf(request).orgCode;
    // Counted against where it now goes: a corrected address is a new one.
    await countInvitationSend(db, clock.now(), { ...row, ...corrected, applicationId: access.id, orgCode });
    const sent = await db.transaction(async (tx) => {
      const [next] = Object.keys(corrected).length
        ? await tx
            .update(signerInvitations)
            .set(corrected)
            .where(eq(signerInvitations.id, row.id))
            .returning()
        : [row];
      return sendInvitation(tx, opts, next ?? row, orgCode);
    });
    return summary(sent, clock.now());
  });

  endpoints(app, removeSigner, async ({ request, reply, params }) => {
    const access = accessOf(request);
    const [row] = (await liveRows(db, access.id)).filter((r) => r.id === params.signerId);
    if (!row) return reply.code(404).send({ errors: [{ message: SIGNER_NOT_FOUND }] });
    // A signature given stays given: the documents already carry it (decision 230).
    if (row.signedAt) return reply.code(409).send({ errors: [{ message: SIGNER_ALREADY_SIGNED }] });
    const actor = { type: 'BORROWER' as const, id: sessionOf(request).identityId };
    const result = await db.transaction((tx) => removeSignerRow(tx, opts.clock, row, actor));
    if (!result.removed) return reply.code(409).send({ errors: [{ message: SIGNER_ALREADY_SIGNED }] });
    return { removed: true as const, step: serverStepSchema.parse(result.step ?? access.serverStep) };
  });
}
