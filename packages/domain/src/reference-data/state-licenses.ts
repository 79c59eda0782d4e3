import * as z from 'zod/mini';

/** `orgCode` optional: without it the request's organisation (x-org) answers. */
export const stateLicensesQuerySchema = z.strictObject({
  orgCode: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Unknown organisation'))),
});

/** State licence entry of spec 001 §3: `abbrev`, the two-letter state code. */
export const stateLicenseSchema = z.object({ abbrev: z.string().check(z.length(2)) });
export type StateLicense = z.infer<typeof stateLicenseSchema>;

export const stateLicensesSchema = z.array(stateLicenseSchema);
