import { randomUUID } from 'node:crypto';
import { INVITATION_VALID_DAYS, type InviteSigner } from '@lintel/domain/signers/signer-invitation';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/db-executor.ts';
import type { PlatformOptions } from '../../platform/http/feature-options.ts';
import { applicationBorrowerDetails } from '../applications/tables/application-parties.ts';
import { signerInvitations } from '../applications/tables/signer-invitations.ts';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import { emailBrand } from '../email/email-brand.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { emailLink, newLinkToken, tokenHash } from '../identity/email-links.ts';
import { signerInvitationEmail } from './invitation-email.ts';
import { scheduleSignerMessages } from './signer-messages-schedule.ts';
import { signerText, textSignerIfConsented } from './signer-texts.ts';

export type InvitationRow = typeof signerInvitations.$inferSelect;
export const INVITATION_VALID_MS = INVITATION_VALID_DAYS * 86_400_000;
/** Where the invitation's link lands: the signer area's resume page reads the token (spec 000 §2 "resume"). */
export const ACCEPT_PAGE_PATH = '/account/heloc/heloc-signer/resume';

export async function borrowerFirstName(db: Executor, applicationId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: applicationBorrowerDetails.firstName })
    .from(applicationBorrowerDetails)
    .where(eq(applicationBorrowerDetails.applicationId, applicationId))
    .limit(1);
  return row?.firstName ?? 'The borrower';
}

/**
 * Gives the invitation a new single-use token (the old one stops working: only its hash was kept, and it is
 * replaced) and answers the link that carries it. Every message with a link to accept (the invitation, a reminder)
 * gets its own, so only the newest message's link works.
 */
export async function freshInvitationLink(
  tx: Executor,
  opts: PlatformOptions,
  row: InvitationRow,
  orgCode: string,
): Promise<{ link: string; row: InvitationRow }> {
  const now = opts.clock.now();
  const token = newLinkToken();
  const [updated] = await tx
    .update(signerInvitations)
    .set({
      tokenHash: tokenHash(token),
      tokenExpiresAt: new Date(now.getTime() + INVITATION_VALID_MS),
      tokenUsedAt: null,
      lastSentAt: now,
    })
    .where(eq(signerInvitations.id, row.id))
    .returning();
  return { link: emailLink(opts.config, orgCode, ACCEPT_PAGE_PATH, { token }), row: updated ?? row };
}

/** Sends the invitation with a fresh link, written in `tx`, so a rolled-back invitation sends nothing (decision 168). */
export async function sendInvitation(
  tx: Executor,
  opts: PlatformOptions,
  row: InvitationRow,
  orgCode: string,
): Promise<InvitationRow> {
  const fresh = await freshInvitationLink(tx, opts, row, orgCode);
  const names = { signer: row.firstName, borrower: await borrowerFirstName(tx, row.applicationId) };
  const brand = await emailBrand(tx, orgCode);
  const message = signerInvitationEmail(brand, names, fresh.link, INVITATION_VALID_DAYS);
  await enqueueEmail(tx, opts, { ...message, orgCode, recipient: row.email });
  // A text beside the email, where the signer gave a mobile and consented (decision 230); it points to the email and
  // carries no link (decision 247).
  const text = signerText('invitation', brand, names.borrower, INVITATION_VALID_DAYS);
  await textSignerIfConsented(tx, opts, fresh.row, { orgCode, kind: 'invitation', text });
  return fresh.row;
}

export async function createInvitation(
  tx: Executor,
  opts: PlatformOptions,
  input: { applicationId: string; orgCode: string; actor: Actor; body: InviteSigner },
): Promise<InvitationRow> {
  const now = opts.clock.now();
  const { body } = input;
  const mobile = body.mobile ? body.mobile : null;
  const [row] = await tx
    .insert(signerInvitations)
    .values({
      id: randomUUID(),
      applicationId: input.applicationId,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      mobile,
      relation: body.relation,
      smsConsent: Boolean(mobile && body.smsConsent),
      lastSentAt: now,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('invitation insert returned no row');
  // The audit names the relation, not the person: the row itself holds who.
  await recordAudit(tx, opts.clock, {
    applicationId: input.applicationId,
    actor: input.actor,
    action: 'signer.invited',
    after: { signerId: row.id, relation: row.relation },
  });
  // The reminders' sweep, in case none is queued yet (a no-op when one is).
  await scheduleSignerMessages(opts, tx);
  return sendInvitation(tx, opts, row, input.orgCode);
}

/** The live invitation of a token (unused, unexpired, signer not removed), or undefined. */
export async function liveInvitation(db: Executor, token: string, now: Date): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(signerInvitations)
    .where(
      and(
        eq(signerInvitations.tokenHash, tokenHash(token)),
        isNull(signerInvitations.tokenUsedAt),
        isNull(signerInvitations.removedAt),
        gt(signerInvitations.tokenExpiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Spends the token; false when another request spent it first (two clicks cannot both accept). */
export async function spendInvitation(tx: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(signerInvitations)
    .set({ tokenUsedAt: now })
    .where(
      and(eq(signerInvitations.id, id), isNull(signerInvitations.tokenUsedAt), gt(signerInvitations.tokenExpiresAt, now)),
    )
    .returning({ id: signerInvitations.id });
  return rows.length === 1;
}
