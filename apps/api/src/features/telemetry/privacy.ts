/**
 * What the tracker keeps of what the browser sends (decision 067): query values that can identify a person or
 * open an account are replaced, and a referrer is kept without its query string and fragment.
 */
export const REDACTED = '[redacted]';
// Substrings anywhere, plus an OAuth `code` and keys ending in `name` (firstName, lastName).
const SENSITIVE_KEY = /token|jwt|password|secret|nonce|email|phone|ssn|dob|birth|address|street|zip|(^|_)code$|name$/i;

export function redactQueryParams(params: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, SENSITIVE_KEY.test(key) ? REDACTED : value]),
  );
}

export function referrerWithoutQuery(referrer: string): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    return `${url.origin}${url.pathname}`;
  } catch {
    // Not an absolute URL: keep only what comes before a query or fragment.
    return referrer.split(/[?#]/, 1)[0] ?? '';
  }
}
