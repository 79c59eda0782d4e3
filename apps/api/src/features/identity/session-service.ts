import { randomUUID } from 'node:crypto';
import type { PlatformOptions } from '../../platform/http/feature-options.ts';
import { sessionLivenessCacheFor } from './session-liveness-cache.ts';
import { createSession, findLiveSession, revokeAllSessions, revokeSession } from './session-repository.ts';
import { createSessionTokenCache } from './session-token-cache.ts';
import { shouldRefresh, signSessionToken, TOKEN_LIFETIME_MS, verifySessionToken } from './session-tokens.ts';

/** What `requireSession` puts on `request.session`. */
export interface RequestSession {
  identityId: string;
  orgCode: string;
  sessionId: string;
}

export type Authentication =
  | { ok: true; session: RequestSession; refreshedToken?: string }
  | { ok: false; status: 401 | 403; message: 'unauthenticated' | 'invalid signature' };

const UNAUTHENTICATED = { ok: false, status: 401, message: 'unauthenticated' } as const;

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/i.exec(authorization?.trim() ?? '');
  return match?.[1];
}

/** A token lives 30 minutes, never past its session's absolute end (JWT `exp` is in whole seconds). */
function tokenEnd(issuedAt: Date, sessionEndsAt: Date): number {
  const end = Math.min(issuedAt.getTime() + TOKEN_LIFETIME_MS, sessionEndsAt.getTime());
  return Math.floor(end / 1000) * 1000;
}

export function createSessionService({ db, config, clock }: PlatformOptions) {
  const secret = config.keys.jwtSecret;
  const liveness = sessionLivenessCacheFor(db);
  const verifiedTokens = createSessionTokenCache();

  async function issueToken(session: RequestSession, sessionEndsAt: Date): Promise<string> {
    const issuedAt = clock.now();
    const expiresAt = new Date(tokenEnd(issuedAt, sessionEndsAt));
    return signSessionToken(secret, { ...session, issuedAt, expiresAt });
  }

  return {
    /** Starts a session (inside the caller's transaction when given one) and answers its first token. */
    async start(
      identity: { id: string; orgCode: string },
      tx: Parameters<typeof createSession>[0] = db,
    ): Promise<{ token: () => Promise<string> }> {
      const row = await createSession(tx, {
        id: randomUUID(),
        identityId: identity.id,
        orgCode: identity.orgCode,
        now: clock.now(),
      });
      // Signing is deferred so a transaction can commit first; a token for a rolled-back session is never handed out.
      return {
        token: () =>
          issueToken({ identityId: row.identityId, orgCode: row.orgCode, sessionId: row.id }, row.expiresAt),
      };
    },

    async authenticate(authorization: string | undefined, orgCode: string): Promise<Authentication> {
      const token = bearerToken(authorization);
      if (!token) return UNAUTHENTICATED;
      const now = clock.now();
      let claims = verifiedTokens.get(token);
      if (claims && claims.expiresAt.getTime() <= now.getTime()) return UNAUTHENTICATED;
      if (!claims) {
        const check = await verifySessionToken(secret, token, now);
        if (!check.ok) {
          return check.reason === 'invalid-signature'
            ? { ok: false, status: 403, message: 'invalid signature' }
            : UNAUTHENTICATED;
        }
        claims = check.claims;
        verifiedTokens.set(token, claims);
      }
      // A token is only good for the lender that issued it: accounts are per organisation (decision 013).
      if (claims.orgCode !== orgCode) return UNAUTHENTICATED;
      // Liveness is reused for a second or two (decision 090); the absolute end is still checked on every request.
      const live = await liveness.get(claims.sessionId, (id) => findLiveSession(db, id, now));
      if (
        !live ||
        live.expiresAt.getTime() <= now.getTime() ||
        live.identityId !== claims.identityId ||
        live.orgCode !== claims.orgCode
      )
        return UNAUTHENTICATED;
      const session = { identityId: claims.identityId, orgCode: claims.orgCode, sessionId: claims.sessionId };
      // Near the session's absolute end a new token could not live longer than the old one: nothing to send.
      if (!shouldRefresh(claims, now) || tokenEnd(now, live.expiresAt) <= claims.expiresAt.getTime()) {
        return { ok: true, session };
      }
      return { ok: true, session, refreshedToken: await issueToken(session, live.expiresAt) };
    },

    async revoke(sessionId: string): Promise<void> {
      await revokeSession(db, sessionId, clock.now());
      liveness.revoked(sessionId);
    },

    /**
     * Ends every session of an identity inside the caller's transaction (a password reset); call the answer after
     * the commit, so this process's liveness cache stops serving them at once instead of after its TTL.
     */
    async revokeAll(
      identityId: string,
      tx: Parameters<typeof revokeAllSessions>[0] = db,
    ): Promise<() => void> {
      const ids = await revokeAllSessions(tx, identityId, clock.now());
      return () => {
        for (const id of ids) liveness.revoked(id);
      };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
