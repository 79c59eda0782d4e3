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

/** The page's CSP: the inline theme style is allowed by its hash, nothing else inline. */
export function contentSecurityPolicy(styleHash?: string): string {
  return Object.entries(BASE_DIRECTIVES)
    .map(
      ([name, values]) =>
        `${name} ${name === 'style-src' && styleHash ? [...values, styleHash].join(' ') : values.join(' ')}`,
    )
    .join('; ');
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: BASE_DIRECTIVES },
    // The SPA loads only same-origin resources; COEP would block nothing useful and breaks swagger-ui's assets.
    crossOriginEmbedderPolicy: false,
  });
}
