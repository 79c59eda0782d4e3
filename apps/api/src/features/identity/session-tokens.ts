import { errors, jwtVerify, SignJWT } from 'jose';

/** Claims of a Lintel session token: who (`sub`), for which lender (`org`) and which revocable session (`sid`). */
export interface SessionClaims {
  identityId: string;
  orgCode: string;
  sessionId: string;
  issuedAt: Date;
  expiresAt: Date;
}

export const TOKEN_LIFETIME_MS = 30 * 60_000;
const ISSUER = 'lintel';
const AUDIENCE = 'lintel-portal';
const ALGORITHM = 'HS256';

export type TokenCheck =
  { ok: true; claims: SessionClaims } | { ok: false; reason: 'malformed' | 'expired' | 'invalid-signature' };

export function signSessionToken(
  secret: Uint8Array,
  claims: { identityId: string; orgCode: string; sessionId: string; issuedAt: Date; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ org: claims.orgCode, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.identityId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(claims.issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(secret);
}

export async function verifySessionToken(secret: Uint8Array, token: string, now: Date): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, org, sid, iat, exp } = payload;
    if (typeof sub !== 'string' || typeof org !== 'string' || typeof sid !== 'string' || !iat || !exp) {
      return { ok: false, reason: 'malformed' };
    }
    return {
      ok: true,
      claims: {
        identityId: sub,
        orgCode: org,
        sessionId: sid,
        issuedAt: new Date(iat * 1000),
        expiresAt: new Date(exp * 1000),
      },
    };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    // A token we did not sign (wrong key, or an algorithm we refuse such as `none`) is a forgery, not a stale session.
    if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JOSEAlgNotAllowed) {
      return { ok: false, reason: 'invalid-signature' };
    }
    return { ok: false, reason: 'malformed' };
  }
}

/** Past half its lifetime a token is replaced, so an active borrower is never logged out mid-application. */
export function shouldRefresh(claims: SessionClaims, now: Date): boolean {
  const lifetime = claims.expiresAt.getTime() - claims.issuedAt.getTime();
  return now.getTime() - claims.issuedAt.getTime() >= lifetime / 2;
}
