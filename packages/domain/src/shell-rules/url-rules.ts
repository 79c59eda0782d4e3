import { POP_WEBCHAT_PARAM } from '../constants/chat.ts';

const UUID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec 001 §5: the identifier check, 8-4-4-4-12 hexadecimal. */
export function isUuid(value: string): boolean {
  return UUID_SEGMENT.test(value);
}

/** Spec 001 §2: the application id is the first path segment shaped like a UUID. */
export function applicationUuidFromPath(pathname: string): string | undefined {
  return pathname.split(/[/?#]/).find(isUuid);
}

export const DEFAULT_AFTER_LOGIN_PATH = '/dashboard';

/**
 * Spec 001 §2: redirectUrl is honoured only when it begins with a slash followed by a lowercase letter, which also
 * refuses '//host' and absolute URLs (no open redirect). Anything else goes to the default.
 */
export function safeRedirectUrl(
  redirectUrl: string | null | undefined,
  fallback = DEFAULT_AFTER_LOGIN_PATH,
): string {
  return redirectUrl && /^\/[a-z]/.test(redirectUrl) ? redirectUrl : fallback;
}

function params(search: string | URLSearchParams): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

/** Spec 000 §2: only pop-webchat survives a redirect. Returns '' or '?pop-webchat=…'. */
export function preservedQuery(search: string | URLSearchParams): string {
  const value = params(search).get(POP_WEBCHAT_PARAM);
  if (value === null) return '';
  return `?${new URLSearchParams({ [POP_WEBCHAT_PARAM]: value }).toString()}`;
}

/** A redirect target carrying the preserved query (a target's own query wins, the preserved one is appended). */
export function withPreservedQuery(target: string, currentSearch: string | URLSearchParams): string {
  const preserved = preservedQuery(currentSearch);
  if (!preserved || params(target.split('?')[1] ?? '').has(POP_WEBCHAT_PARAM)) return target;
  return target.includes('?') ? `${target}&${preserved.slice(1)}` : `${target}${preserved}`;
}

/** Spec 001 §2: pop-webchat opens the chat at load and is then removed from the address. */
export function takePopWebchat(search: string | URLSearchParams): { openChat: boolean; search: string } {
  const next = new URLSearchParams(params(search));
  const openChat = next.has(POP_WEBCHAT_PARAM);
  next.delete(POP_WEBCHAT_PARAM);
  const rest = next.toString();
  return { openChat, search: rest ? `?${rest}` : '' };
}
