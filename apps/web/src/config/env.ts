import * as z from 'zod/mini';

// Parsed once at boot so a bad build-time variable fails loudly instead of producing odd requests later.
const envSchema = z.object({
  /** Base of every API path (spec 001 §7: "relative to a base that differs by environment"). Empty = same origin. */
  VITE_API_BASE_URL: z
    ._default(z.string(), '')
    .check(
      z.refine(
        (v) => v === '' || /^https?:\/\/[^\s]+[^/]$/.test(v),
        'VITE_API_BASE_URL must be an http(s) URL without a trailing slash',
      ),
    ),
  DEV: z._default(z.boolean(), false),
});

function parseEnv(source: Record<string, unknown>) {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid web environment: ${result.error.issues.map((i) => i.message).join('; ')}`);
  }
  return { apiBaseUrl: result.data.VITE_API_BASE_URL, isDev: result.data.DEV };
}

export const env = parseEnv(import.meta.env);
