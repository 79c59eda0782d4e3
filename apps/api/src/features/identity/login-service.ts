import type { PlatformOptions } from '../../platform/http/feature-options.ts';
import { verifyAgainstDummy, verifyPassword } from '../../platform/security/password-hashing.ts';
import { emailKey, findIdentityByEmail, type IdentityRow } from './identity-repository.ts';
import { clearLockout, reserveAttempt } from './login-throttle-repository.ts';
import type { SessionService } from './session-service.ts';

export type PasswordCheck =
  | { ok: true; identity: IdentityRow }
  | { ok: false; reason: 'invalid-credentials' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

export type LoginResult =
  | { ok: true; jwt: string }
  | { ok: false; reason: 'invalid-credentials' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

export function createLoginService({ db, clock }: PlatformOptions, sessions: SessionService) {
  /**
   * The one place a password is checked (issue 28): every call that takes an account's password (the login, a
   * signer accepting an invitation with their account) counts in the same per-account lockout, so no second door
   * lets guesses past it.
   */
  async function checkPassword(orgCode: string, email: string, password: string): Promise<PasswordCheck> {
    const key = emailKey(email);
    const attempt = await reserveAttempt(db, orgCode, key, clock.now());
    // While locked even the right password is refused, or the lock would not slow down guessing.
    if (!attempt.allowed) return { ok: false, reason: 'locked', retryAfterSeconds: attempt.lock.retryAfterSeconds };

    const identity = await findIdentityByEmail(db, orgCode, email);
    // Unknown emails still pay for one argon2 verification, so timing does not tell which accounts exist.
    const valid = identity ? await verifyPassword(identity.passwordHash, password) : await verifyAgainstDummy(password);
    if (!identity || !valid) {
      const { ifFailed } = attempt;
      return ifFailed.locked
        ? { ok: false, reason: 'locked', retryAfterSeconds: ifFailed.retryAfterSeconds }
        : { ok: false, reason: 'invalid-credentials' };
    }
    await clearLockout(db, orgCode, key);
    return { ok: true, identity };
  }

  return {
    checkPassword,

    async login(orgCode: string, email: string, password: string): Promise<LoginResult> {
      const checked = await checkPassword(orgCode, email, password);
      if (!checked.ok) return checked;
      const started = await sessions.start(checked.identity);
      return { ok: true, jwt: await started.token() };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
