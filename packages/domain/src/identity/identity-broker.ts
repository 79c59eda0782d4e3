import * as z from 'zod/mini';
import { brokerKindSchema, brokerLoginRequestSchema } from './identity.ts';

/** `/identity-broker/{kind}/...`: the customer or the agent portal. */
export const brokerParamsSchema = z.object({ kind: brokerKindSchema });

/** Where the browser goes once signed in, when it is one of ours (checked by the server). */
export const brokerQuerySchema = z.object({ redirectUrl: z.optional(z.string().check(z.maxLength(2048))) });

/** The spec's "headers organisation and application name"; the organisation itself is resolved from x-org. */
export const brokerHeadersSchema = z.object({
  'application-name': z.optional(z.string().check(z.maxLength(64))),
});

/** "Same inputs" as login (spec 001 §7), but a logout must work even when the client sends none of them. */
export const brokerLogoutRequestSchema = z.nullish(z.partial(brokerLoginRequestSchema));
