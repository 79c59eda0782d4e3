import * as z from 'zod/mini';
import {
  DOB_DATA_FORMAT,
  DOB_INVALID,
  DOB_REQUIRED,
  DOB_DISPLAY_FORMAT,
  dateOfBirthProblem,
  dateOfBirthSchema,
} from '../validation/date-of-birth.ts';
import type { RegistrationContext } from './registration-context.ts';

const DOB_TEXT_MAX_LENGTH = 32;

/**
 * Spec 000 §2 screen 6, typed as MM/dd/yyyy; the age rule follows the chosen property's state and the product mode.
 * The output is the payload's yyyy-MM-dd.
 */
export function birthdateScreenSchema(context: RegistrationContext) {
  return z.strictObject({
    dob: dateOfBirthSchema({
      today: context.today,
      propertyState: context.propertyState,
      specialProductMode: context.specialProductMode,
      format: DOB_DISPLAY_FORMAT,
    }),
  });
}
export type BirthdateScreen = z.infer<ReturnType<typeof birthdateScreenSchema>>;

/** In the payload: a yyyy-MM-dd string; its age rule is checked against the payload's own property state. */
export const payloadDobShape = {
  dob: z.string({ error: DOB_REQUIRED }).check(z.maxLength(DOB_TEXT_MAX_LENGTH, DOB_INVALID)),
};

export function checkPayloadDob(
  value: { dob?: unknown; propertyAddress?: { state?: unknown } | undefined },
  ctx: z.core.$RefinementCtx,
  context: RegistrationContext,
) {
  if (typeof value.dob !== 'string' || value.dob.length > DOB_TEXT_MAX_LENGTH) return;
  const state = value.propertyAddress?.state;
  const message = dateOfBirthProblem(value.dob, {
    today: context.today,
    propertyState: typeof state === 'string' ? state : undefined,
    specialProductMode: context.specialProductMode,
    format: DOB_DATA_FORMAT,
  });
  if (message) ctx.addIssue({ code: 'custom', message, path: ['dob'] });
}
