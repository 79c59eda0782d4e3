import { eq } from 'drizzle-orm';
import type { PlatformOptions } from '../../platform/http/feature-options.ts';
import { hashPassword } from '../../platform/security/password-hashing.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { emailBrand } from '../email/email-brand.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { passwordChangedEmail } from '../email/templates/password-changed-email.ts';
import { passwordResetEmail } from '../email/templates/password-reset-email.ts';
import { emailLink, newLinkToken } from './email-links.ts';
import { emailKey, findIdentityByEmail, findIdentityById, lockIdentity } from './identity-repository.ts';
import { identities } from './identity-tables.ts';
import {
  findToken,
  insertToken,
  isLive,
  spendAllTokens,
  spendToken,
  tokensSince,
} from './identity-token-repository.ts';
import { clearLockout } from './login-throttle-repository.ts';
import type { SessionService } from './session-service.ts';

/** A reset link lasts 30 minutes (decision 169): long enough to open the email, short enough to age out of a mailbox. */
export const RESET_LINK_VALID_MS = 30 * 60_000;
/** Reset emails one account receives an hour at most; more requests are answered the same and send nothing. */
export const RESET_EMAILS_PER_HOUR = 3;
export const RESET_PAGE_PATH = '/auth/reset-password';
const LOGIN_PAGE_PATH = '/auth/login';

export type ResetResult = { ok: true } | { ok: false; reason: 'link-not-valid' };

export function createPasswordResetService(opts: PlatformOptions, sessions: SessionService) {
  const { db, clock, config } = opts;
  return {
    /**
     * Sends a reset link when the lender has an account with this email (decision 013: per organisation); does
     * nothing otherwise. The caller has already answered, so what happens here cannot be told apart from outside.
     */
    async request(orgCode: string, email: string): Promise<void> {
      const identity = await findIdentityByEmail(db, orgCode, email);
      if (!identity) return;
      const now = clock.now();
      const since = new Date(now.getTime() - 60 * 60_000);
      const token = newLinkToken();
      await db.transaction(async (tx) => {
        // Requests finish after their answers, so several of one account run at once (CI on PostgreSQL sent 5).
        await lockIdentity(tx, identity.id);
        if ((await tokensSince(tx, identity.id, 'password-reset', since)) >= RESET_EMAILS_PER_HOUR) return;
        await insertToken(tx, {
          token,
          identityId: identity.id,
          orgCode,
          email: identity.email,
          purpose: 'password-reset',
          now,
          validMs: RESET_LINK_VALID_MS,
        });
        const link = emailLink(config, orgCode, RESET_PAGE_PATH, { token });
        const message = passwordResetEmail(await emailBrand(tx, orgCode), link, RESET_LINK_VALID_MS / 60_000);
        await enqueueEmail(tx, opts, { ...message, orgCode, recipient: identity.email });
      });
    },

    /**
     * Sets the new password from a live link: the link is spent (and every other reset link of the account), the
     * login lockout lifted, every session ended, an audit row and a "password changed" email written, all in one
     * transaction.
     */
    async reset(orgCode: string, token: string, password: string): Promise<ResetResult> {
      const row = await findToken(db, token, orgCode, 'password-reset');
      if (!isLive(row, clock.now())) return { ok: false, reason: 'link-not-valid' };
      // Hash outside the transaction: PGlite serialises transactions, and argon2 takes a while.
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        if (!(await spendToken(tx, row.id, now))) return undefined;
        const identity = await findIdentityById(tx, row.identityId);
        if (!identity) return undefined;
        await spendAllTokens(tx, identity.id, 'password-reset', now);
        // The link came to this address, so it is the owner's: a reset also confirms it.
        const confirmsEmail = emailKey(identity.email) === emailKey(row.email) && !identity.emailVerifiedAt;
        await tx
          .update(identities)
          .set({ passwordHash, updatedAt: now, ...(confirmsEmail ? { emailVerifiedAt: now } : {}) })
          .where(eq(identities.id, identity.id));
        await clearLockout(tx, orgCode, emailKey(identity.email));
        const forgetSessions = await sessions.revokeAll(identity.id, tx);
        await recordAudit(tx, clock, {
          actor: { type: identity.type === 'CO_DEEDER' ? 'SIGNER' : 'BORROWER', id: identity.id },
          action: 'identity.password-reset',
        });
        const brand = await emailBrand(tx, orgCode);
        const message = passwordChangedEmail(brand, emailLink(config, orgCode, LOGIN_PAGE_PATH));
        await enqueueEmail(tx, opts, { ...message, orgCode, recipient: identity.email });
        return forgetSessions;
      });
      if (!outcome) return { ok: false, reason: 'link-not-valid' };
      outcome();
      return { ok: true };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
