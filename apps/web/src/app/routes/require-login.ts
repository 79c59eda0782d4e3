import { redirect } from '@tanstack/react-router';
import type { ParsedLocation } from '@tanstack/react-router';
import { hasToken } from '../../lib/session-token.ts';

/** Pages that need a session send a visitor without one to login, coming back here afterwards (spec 001 §2). */
export function requireLogin({ location }: { location: ParsedLocation }): void {
  if (!hasToken()) {
    throw redirect({ to: '/auth/login', search: { redirectUrl: location.href } });
  }
}
