import type { PlatformOptions } from '../../platform/http/feature-options.ts';
import { createLoginService, type LoginService } from './login-service.ts';
import { createRegistrationService, type RegistrationService } from './registration-service.ts';
import { createSessionService, type SessionService } from './session-service.ts';

/** Everything the identity routes use, built once per app from its PlatformOptions. */
export interface IdentityServices extends PlatformOptions {
  sessions: SessionService;
  logins: LoginService;
  registrations: RegistrationService;
}

export function createIdentityServices(opts: PlatformOptions): IdentityServices {
  const sessions = createSessionService(opts);
  return {
    ...opts,
    sessions,
    logins: createLoginService(opts, sessions),
    registrations: createRegistrationService(opts, sessions),
  };
}
