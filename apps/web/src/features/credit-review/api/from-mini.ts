import { z } from 'zod';
import * as zm from 'zod/mini';

/**
 * The API client validates with a zod schema; the domain's newer schemas are zod/mini. This checks an answer
 * against a mini schema inside the client's validation step, so a malformed answer still fails the call.
 */
export function fromMini<T>(schema: zm.ZodMiniType<T>): z.ZodType<T> {
  return z.unknown().transform((value) => zm.parse(schema, value)) as unknown as z.ZodType<T>;
}
