import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/db-executor.ts';
import type { PlatformOptions } from '../../platform/http/feature-options.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { emailBrand } from '../email/email-brand.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { emailVerificationEmail } from '../email/templates/email-verification-email.ts';
import { emailLink, newLinkToken } from './email-links.ts';
import { emailKey, findIdentityById, lockIdentity, type IdentityRow } from './identity-repository.ts';
import { identities } from './identity-tables.ts';
import { findToken, insertToken, spendToken, tokensSince } from './identity-token-repository.ts';

/** Two days: a borrower who registers on Friday night may open the email on Sunday (decision 169). */
export const VERIFY_LINK_VALID_MS = 48 * 60 * 60_000;
/** Verification emails one account may ask for an hour (the registration's own email counts). */
export const VERIFY_EMAILS_PER_HOUR = 3;
export const VERIFY_PAGE_PATH = '/auth/verify-email';

export type VerifyResult = { ok: true; already: boolean } | { ok: false; reason: 'link-not-valid' };
export type ResendResult =
  { ok: true; already: boolean } | { ok: false; reason: 'too-many' } | { ok: false; reason: 'unknown' };

export function createEmailVerificationService(opts: PlatformOptions) {
  const { db, clock, config } = opts;

  /** Writes a verification link and its email in `tx`: registration calls it inside its own transaction. */
  async function send(tx: Executor, identity: IdentityRow): Promise<void> {
    const token = newLinkToken();
    await insertToken(tx, {
      token,
      identityId: identity.id,
      orgCode: identity.orgCode,
      email: identity.email,
      purpose: 'email-verification',
      now: clock.now(),
      validMs: VERIFY_LINK_VALID_MS,
    });
    const link = emailLink(config, identity.orgCode, VERIFY_PAGE_PATH, { token });
    const message = emailVerificationEmail(
      await emailBrand(tx, identity.orgCode),
      link,
      VERIFY_LINK_VALID_MS / 3_600_000,
    );
    await enqueueEmail(tx, opts, { ...message, orgCode: identity.orgCode, recipient: identity.email });
  }

  return {
    send,

    async verify(orgCode: string, token: string): Promise<VerifyResult> {
      const row = await findToken(db, token, orgCode, 'email-verification');
      if (!row) return { ok: false, reason: 'link-not-valid' };
      const identity = await findIdentityById(db, row.identityId);
      const sameAddress = identity !== undefined && emailKey(identity.email) === emailKey(row.email);
      // A second click on a link that already worked is not an error to its owner.
      if (row.usedAt && sameAddress && identity.emailVerifiedAt) return { ok: true, already: true };
      if (!identity || !sameAddress) return { ok: false, reason: 'link-not-valid' };
      const now = clock.now();
      const spent = await db.transaction(async (tx) => {
        if (!(await spendToken(tx, row.id, now))) return false;
        await tx
          .update(identities)
          .set({ emailVerifiedAt: now, updatedAt: now })
          .where(and(eq(identities.id, identity.id), isNull(identities.emailVerifiedAt)));
        await recordAudit(tx, clock, {
          actor: { type: identity.type === 'CO_DEEDER' ? 'SIGNER' : 'BORROWER', id: identity.id },
          action: 'identity.email-verified',
        });
        return true;
      });
      return spent ? { ok: true, already: false } : { ok: false, reason: 'link-not-valid' };
    },

    async status(identityId: string): Promise<{ email: string; verified: boolean } | undefined> {
      const identity = await findIdentityById(db, identityId);
      return identity && { email: identity.email, verified: identity.emailVerifiedAt !== null };
    },

    async resend(identityId: string): Promise<ResendResult> {
      const identity = await findIdentityById(db, identityId);
      if (!identity) return { ok: false, reason: 'unknown' };
      if (identity.emailVerifiedAt) return { ok: true, already: true };
      const since = new Date(clock.now().getTime() - 60 * 60_000);
      return db.transaction(async (tx): Promise<ResendResult> => {
        await lockIdentity(tx, identity.id);
        if ((await tokensSince(tx, identity.id, 'email-verification', since)) >= VERIFY_EMAILS_PER_HOUR) {
          return { ok: false, reason: 'too-many' };
        }
        await send(tx, identity);
        return { ok: true, already: false };
      });
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
