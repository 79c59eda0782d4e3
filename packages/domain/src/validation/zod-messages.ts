import * as z from 'zod/mini';

/**
 * zod/mini loads no locale: without this, zod's own messages (an unknown field, a missing string, a too-long value
 * without a message of ours) all read "Invalid input". Classic zod registered English by itself; each program that
 * validates with the shared schemas (the web at boot, the domain tests) calls this once so they read as before.
 * The API gets the same English from the classic zod it also loads. About 1 KB gzip in the browser (decision 120).
 */
export function loadZodEnglishMessages(): void {
  z.config(z.locales.en());
}
