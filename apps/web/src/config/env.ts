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

// zod/mini's own English messages (decision 120) for a value failing a rule without a message of ours: fetched beside
// the first screen rather than inside every route's entry (~1 KB gzip, decision 121); until they arrive (a moment
// after boot, long before anyone submits a form) such a value reads "Invalid input".
void import('zod/v4/locales/en.js')
  .then(({ default: english }) => z.config(english()))
  .catch(() => undefined);
export const env = parseEnv(import.meta.env);
