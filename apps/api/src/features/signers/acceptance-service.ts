import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PlatformOptions } from '../../platform/http/feature-options.ts';
import type { Executor } from '../../platform/db/db-executor.ts';
import { hashPassword } from '../../platform/security/password-hashing.ts';
import { applications } from '../applications/tables/application-table.ts';
import { applicationSigners } from '../applications/tables/application-parties.ts';
import { signerInvitations } from '../applications/tables/signer-invitations.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { findIdentityByEmail, insertIdentity, type IdentityRow } from '../identity/identity-repository.ts';
import type { LoginService, PasswordCheck } from '../identity/login-service.ts';
import type { SessionService } from '../identity/session-service.ts';
import { borrowerFirstName, liveInvitation, spendInvitation, type InvitationRow } from './invitation-service.ts';

export type AcceptResult =
  | { ok: true; jwt: string; applicationId: string }
  | { ok: false; reason: 'not-valid' | 'wrong-password' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

/** A refused password check, as an acceptance's answer: the login's lock, else one refusal whatever the email. */
function refused(check: Exclude<PasswordCheck, { ok: true }>): AcceptResult {
  return check.reason === 'locked'
    ? { ok: false, reason: 'locked', retryAfterSeconds: check.retryAfterSeconds }
    : { ok: false, reason: 'wrong-password' };
}

/** The invitation of a token, only on its own lender's site (an invitation of one lender opens nothing at another). */
async function invitationAt(db: Executor, token: string, orgCode: string, now: Date) {
  const row = await liveInvitation(db, token, now);
  if (!row) return undefined;
  const [app] = await db
    .select({ orgCode: applications.orgCode, serverStep: applications.serverStep })
    .from(applications)
    .where(eq(applications.id, row.applicationId));
  if (!app || app.orgCode !== orgCode || app.serverStep === 'CANCELLED') return undefined;
  return row;
}

/** Spends the link, links the identity, makes it a party of the application and starts its session: one transaction. */
async function complete(
  opts: PlatformOptions,
  sessions: SessionService,
  row: InvitationRow,
  identity: (tx: Executor) => Promise<IdentityRow | undefined>,
): Promise<AcceptResult> {
  const { db, clock } = opts;
  const now = clock.now();
  const started = await db.transaction(async (tx) => {
    if (!(await spendInvitation(tx, row.id, now))) return undefined;
    const signer = await identity(tx);
    if (!signer) return undefined;
    await tx
      .update(signerInvitations)
      .set({ identityId: signer.id, acceptedAt: now })
      .where(eq(signerInvitations.id, row.id));
    const [party] = await tx
      .select({ id: applicationSigners.id })
      .from(applicationSigners)
      .where(and(eq(applicationSigners.applicationId, row.applicationId), eq(applicationSigners.identityId, signer.id)));
    if (!party)
      await tx.insert(applicationSigners).values({
        id: randomUUID(),
        applicationId: row.applicationId,
        identityId: signer.id,
        role: row.relation === 'CO_BORROWER' ? 'BORROWER' : 'CO_DEEDER',
        createdAt: now,
      });
    await recordAudit(tx, clock, {
      applicationId: row.applicationId,
      actor: { type: 'SIGNER', id: signer.id },
      action: 'signer.accepted',
      after: { signerId: row.id },
    });
    return sessions.start(signer, tx);
  });
  if (!started) return { ok: false, reason: 'not-valid' };
  return { ok: true, jwt: await started.token(), applicationId: row.applicationId };
}

/**
 * The invitation link's acceptance (issue 19). Only the emailed link carries a token (issue 28: the text message
 * points to the email), so whoever accepts holds that mailbox. Every password given is checked by the login's own
 * check (its per-account lockout), and no answer says whether the email has an account unless the password is its.
 */
export function createAcceptanceService(opts: PlatformOptions, sessions: SessionService, logins: LoginService) {
  const { db, clock } = opts;

  /** A new account for the invited email, with the chosen password (argon2id, as every account). */
  async function createAccount(orgCode: string, row: InvitationRow, password: string): Promise<AcceptResult> {
    // Hash outside the transaction: PGlite serialises transactions, and argon2 takes a while.
    const passwordHash = await hashPassword(password);
    return complete(opts, sessions, row, async (tx) => {
      const now = clock.now();
      return insertIdentity(tx, {
        id: randomUUID(),
        orgCode,
        email: row.email,
        passwordHash,
        type: 'CO_DEEDER',
        firstName: row.firstName,
        lastName: row.lastName,
        phoneNumbers: row.mobile ? [row.mobile] : [],
        // Only the emailed link accepts, so it came to this address and the address is the signer's.
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      });
    });
  }

  return {
    async preview(orgCode: string, token: string) {
      const row = await invitationAt(db, token, orgCode, clock.now());
      if (!row) return undefined;
      return { firstName: row.firstName, borrowerFirstName: await borrowerFirstName(db, row.applicationId) };
    },

    /**
     * One password, and the server decides (decision 247): the password of the email's existing account accepts
     * with that account; where the email has none, it becomes the new account's. Checked as a login first either
     * way, so a locked email is refused alike and a wrong guess counts in the same lockout.
     */
    async accept(orgCode: string, token: string, password: string): Promise<AcceptResult> {
      const row = await invitationAt(db, token, orgCode, clock.now());
      if (!row) return { ok: false, reason: 'not-valid' };
      const check = await logins.checkPassword(orgCode, row.email, password);
      if (check.ok) return complete(opts, sessions, row, () => Promise.resolve(check.identity));
      if (check.reason === 'locked' || (await findIdentityByEmail(db, orgCode, row.email))) return refused(check);
      return createAccount(orgCode, row, password);
    },

    /** The invited email's existing account accepts with its own password, checked as a login is (issue 28). */
    async resume(orgCode: string, token: string, password: string): Promise<AcceptResult> {
      const row = await invitationAt(db, token, orgCode, clock.now());
      if (!row) return { ok: false, reason: 'not-valid' };
      const check = await logins.checkPassword(orgCode, row.email, password);
      if (!check.ok) return refused(check);
      return complete(opts, sessions, row, () => Promise.resolve(check.identity));
    },
  };
}

export type AcceptanceService = ReturnType<typeof createAcceptanceService>;
