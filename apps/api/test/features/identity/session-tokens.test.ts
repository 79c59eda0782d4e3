import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  shouldRefresh,
  signSessionToken,
  TOKEN_LIFETIME_MS,
  verifySessionToken,
} from '../../../src/features/identity/session-tokens.ts';

const secret = randomBytes(32);
const issuedAt = new Date('2026-11-23T10:00:00Z');
const claims = {
  identityId: randomUUID(),
  orgCode: 'lintel',
  sessionId: randomUUID(),
  issuedAt,
  expiresAt: new Date(issuedAt.getTime() + TOKEN_LIFETIME_MS),
};
const at = (ms: number) => new Date(issuedAt.getTime() + ms);

describe('session tokens', () => {
  it('round-trips the claims while valid', async () => {
    const token = await signSessionToken(secret, claims);
    expect(await verifySessionToken(secret, token, at(60_000))).toEqual({ ok: true, claims });
  });

  it('reports expiry, forgery and garbage differently', async () => {
    const token = await signSessionToken(secret, claims);
    expect(await verifySessionToken(secret, token, at(TOKEN_LIFETIME_MS + 1000))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await verifySessionToken(randomBytes(32), token, at(0))).toEqual({
      ok: false,
      reason: 'invalid-signature',
    });
    expect(await verifySessionToken(secret, 'not.a.token', at(0))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses an unsigned (alg none) token', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const payload = {
      sub: claims.identityId,
      org: 'lintel',
      sid: claims.sessionId,
      iat: 1,
      exp: 9_999_999_999,
      iss: 'lintel',
      aud: 'lintel-portal',
    };
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
    const result = await verifySessionToken(secret, unsigned, at(0));
    expect(result.ok).toBe(false);
  });

  it('asks for a refresh past half the lifetime', () => {
    expect(shouldRefresh(claims, at(TOKEN_LIFETIME_MS / 2 - 1000))).toBe(false);
    expect(shouldRefresh(claims, at(TOKEN_LIFETIME_MS / 2))).toBe(true);
  });
});
