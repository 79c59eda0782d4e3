import * as z from 'zod/mini';

export const FREEZE_PIN_REQUIRED = 'Enter the PIN of your credit freeze';
/** The message PUT …/credit-freeze-pin answers for a malformed PIN. */
export const FREEZE_PIN_INVALID = 'Please enter the PIN of your credit freeze';

const PIN_PATTERN = /^\d{4,10}$/;

/**
 * The PIN rule of PUT …/v3/application/heloc/{uuid}/credit-freeze-pin (4 to 10 digits) for the form, which first
 * tells an empty field apart from a wrong one.
 */
export const freezePinInputSchema = z
  .string()
  .check(z.trim(), z.minLength(1, FREEZE_PIN_REQUIRED), z.regex(PIN_PATTERN, FREEZE_PIN_INVALID));

/** PUT …/credit-freeze-pin: the PIN alone (it travels encrypted to the pull and is never answered back). */
export const freezePinBodySchema = z.strictObject({
  pin: z.string().check(z.trim(), z.regex(PIN_PATTERN, FREEZE_PIN_INVALID)),
});
export type FreezePinBody = z.infer<typeof freezePinBodySchema>;
