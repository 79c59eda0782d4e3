import type { preHandlerAsyncHookHandler } from 'fastify';
import type { PlatformOptions } from '../../platform/http/feature-options.ts';
import { createLoginService, type LoginService } from './login-service.ts';
import { createRegistrationService, type RegistrationService } from './registration-service.ts';
import { requireSession } from './require-session.ts';
import { createSessionService, type SessionService } from './session-service.ts';

/** Everything the identity routes use, built once per app from its PlatformOptions. */
export interface IdentityServices extends PlatformOptions {
  sessions: SessionService;
  logins: LoginService;
  registrations: RegistrationService;
  requireSession: preHandlerAsyncHookHandler;
}

export function createIdentityServices(opts: PlatformOptions): IdentityServices {
  const sessions = createSessionService(opts);
  return {
    ...opts,
    sessions,
    logins: createLoginService(opts, sessions),
    registrations: createRegistrationService(opts, sessions),
    requireSession: requireSession({ sessions }),
  };
}
