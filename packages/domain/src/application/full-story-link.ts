import * as z from 'zod/mini';

/** PUT …/full-story-link. Only https links: the link is shown to agents, so a `javascript:` URL must never get in. */
export const fullStoryLinkBodySchema = z.strictObject({
  link: z.url({ protocol: /^https$/ }).check(z.maxLength(2048)),
});

/** The answer of a call that answers 204 No Content. */
export const noContentSchema = z.null();
