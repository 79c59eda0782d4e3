import { CRYPTO_UTM_SOURCE } from '@lintel/domain/constants/eligibility';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Spec 001 §1: an application is crypto-backed when "the visit carries utm_source with the value cloc". The visit is
 * the page load that carried it; registration comes later, on other pages, so the server remembers it in a
 * first-party cookie and registration reads it there (decision 239). The browser's JavaScript never sees it (no
 * bytes added to register-v2's first load) and no request body can claim it.
 */
export const CRYPTO_VISIT_COOKIE = 'lintel_campaign';
const CRYPTO_VISIT_VALUE = 'crypto';
/** 30 days: a borrower who comes back from the campaign within a month still registers for the crypto-backed line. */
const CRYPTO_VISIT_MAX_AGE_S = 60 * 60 * 24 * 30;

/** A page load with `?utm_source=cloc` sets the cookie (HttpOnly, SameSite=Lax, Secure in production). */
export function rememberCryptoVisit(
  request: FastifyRequest,
  reply: FastifyReply,
  { secureCookie }: { secureCookie: boolean },
): void {
  const source = (request.query as Record<string, unknown> | undefined)?.['utm_source'];
  const sources = Array.isArray(source) ? source : [source];
  if (!sources.includes(CRYPTO_UTM_SOURCE)) return;
  if (request.cookies[CRYPTO_VISIT_COOKIE] === CRYPTO_VISIT_VALUE) return;
  reply.setCookie(CRYPTO_VISIT_COOKIE, CRYPTO_VISIT_VALUE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie ? true : 'auto',
    maxAge: CRYPTO_VISIT_MAX_AGE_S,
  });
}

/** Whether this request comes from a visit that carried `utm_source=cloc` (the cookie set above). */
export function isCryptoVisit(request: FastifyRequest): boolean {
  return request.cookies[CRYPTO_VISIT_COOKIE] === CRYPTO_VISIT_VALUE;
}
