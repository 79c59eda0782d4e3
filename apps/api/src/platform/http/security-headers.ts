import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const BASE_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  // Scripts only from our origin; the organisation JSON is type=application/json, which CSP does not execute.
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  // blob: for the preview of a photo the borrower chose, before it is sent (object URLs of their own files).
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The page's CSP: the inline theme style and, on a server-rendered page, its boot script are allowed by their hashes,
 * nothing else inline.
 */
export function contentSecurityPolicy(styleHash?: string, scriptHash?: string): string {
  const extra: Record<string, string | undefined> = { 'style-src': styleHash, 'script-src': scriptHash };
  return Object.entries(BASE_DIRECTIVES)
    .map(([name, values]) => {
      const hash = extra[name];
      return `${name} ${hash ? [...values, hash].join(' ') : values.join(' ')}`;
    })
    .join('; ');
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: BASE_DIRECTIVES },
    // The SPA loads only same-origin resources; COEP would block nothing useful and breaks swagger-ui's assets.
    crossOriginEmbedderPolicy: false,
    // One framing policy: nobody frames the portal. X-Frame-Options says what frame-ancestors 'none' says, for the
    // browsers that read only the older header (helmet's default would be SAMEORIGIN, which disagrees).
    frameguard: { action: 'deny' },
  });
}
