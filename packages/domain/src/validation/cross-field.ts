import type * as z from 'zod/mini';

/**
 * Option for an object's cross-field superRefine: run it even when a field already failed, so a form shows every
 * message at once (zod skips it after a type error by default), but never on a non-object (the checks read fields).
 * The checks it guards must therefore treat every field as unknown.
 */
export const checkEvenWithFieldErrors: z.core.$ZodSuperRefineParams = {
  when: (payload) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};
