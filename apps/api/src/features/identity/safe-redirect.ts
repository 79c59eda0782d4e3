/**
 * Spec 001 §2: a `redirectUrl` is honoured only when it begins with a slash followed by a lowercase letter,
 * which keeps every redirect on our own origin (no `//evil.test`, no `https:`).
 */
export function safeRedirect(value: string | undefined): string | undefined {
  return value !== undefined && /^\/[a-z]/.test(value) ? value : undefined;
}

export const LOGIN_PATH = '/auth/login';
export const SIGNER_LOGIN_PATH = '/account/heloc/heloc-signer/login';
export const DASHBOARD_PATH = '/dashboard';

export function loginPath(redirectUrl: string | undefined): string {
  const safe = safeRedirect(redirectUrl);
  return safe ? `${LOGIN_PATH}?redirectUrl=${encodeURIComponent(safe)}` : LOGIN_PATH;
}
