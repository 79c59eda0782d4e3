import { createHash, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../platform/config/env.ts';

/** 32 random bytes, base64url: 43 characters, 256 bits (the domain's `emailLinkTokenSchema` reads this shape). */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table opens nothing (decision 169). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The address of a page with a token, on the lender's own host when ORG_HOST_MAP gives it one, else on PUBLIC_URL
 * with `?org=` (which picks the lender on a page load). Never the request's Host header: a forged Host would
 * otherwise send the owner's token to the forger's site.
 */
export function emailLink(
  config: Pick<AppConfig, 'orgHostMap' | 'publicUrl' | 'port'>,
  orgCode: string,
  path: string,
  query: Record<string, string> = {},
): string {
  const host = Object.entries(config.orgHostMap).find(([, code]) => code === orgCode)?.[0];
  const base = host ? `https://${host}` : (config.publicUrl ?? `http://localhost:${config.port}`);
  const search = new URLSearchParams(host ? query : { org: orgCode, ...query });
  const text = search.toString();
  return `${base}${path}${text ? `?${text}` : ''}`;
}
