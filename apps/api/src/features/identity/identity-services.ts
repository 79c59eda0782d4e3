import type { PlatformOptions } from '../../platform/http/feature-options.ts';
import {
  createEmailVerificationService,
  type EmailVerificationService,
} from './email-verification-service.ts';
import { createLoginService, type LoginService } from './login-service.ts';
import { createPasswordResetService, type PasswordResetService } from './password-reset-service.ts';
import { createRegistrationService, type RegistrationService } from './registration-service.ts';
import { createSessionService, type SessionService } from './session-service.ts';

/** Everything the identity routes use, built once per app from its PlatformOptions. */
export interface IdentityServices extends PlatformOptions {
  sessions: SessionService;
  logins: LoginService;
  registrations: RegistrationService;
  passwordResets: PasswordResetService;
  emailVerifications: EmailVerificationService;
}

export function createIdentityServices(opts: PlatformOptions): IdentityServices {
  const sessions = createSessionService(opts);
  const emailVerifications = createEmailVerificationService(opts);
  return {
    ...opts,
    sessions,
    logins: createLoginService(opts, sessions),
    registrations: createRegistrationService(opts, sessions, emailVerifications),
    passwordResets: createPasswordResetService(opts, sessions),
    emailVerifications,
  };
}
