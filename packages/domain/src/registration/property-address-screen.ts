import * as z from 'zod/mini';
import { checkEvenWithFieldErrors } from '../validation/cross-field.ts';
import { requiredGroupError } from '../validation/required-group.ts';
import { addressShape, checkStateAvailable } from '../validation/address.ts';
import { isStateLicensed, stateNotLicensedMessage } from './lender-licence.ts';
import { usStateNameInSentence } from '../validation/us-state-names.ts';
import { isUsStateCode, NEW_YORK } from '../validation/us-states.ts';
import type { RegistrationContext } from './registration-context.ts';

export const OCCUPANCY_TYPES = ['PRIMARY', 'SECONDARY', 'INVESTMENT'] as const;
export type OccupancyType = (typeof OCCUPANCY_TYPES)[number];
export const OCCUPANCY_REQUIRED = 'Please select an occupancy type';
export const REFERRAL_STATE_NOT_LICENSED =
  'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.';

/** Spec 000 §2 screen 1 / §3 propertyAddress: the address (street2 is the revealed extra line) and occupancy. */
export const propertyAddressSchema = z.strictObject(
  {
    ...addressShape,
    occupancyType: z.enum(OCCUPANCY_TYPES, { error: OCCUPANCY_REQUIRED }),
  },
  { error: requiredGroupError },
);
export type PropertyAddress = z.infer<typeof propertyAddressSchema>;

/** True when a referral restricts states and this one is not licensed (spec 000 §5 "Referral"). */
export function isReferralStateRefused(state: unknown, referral: RegistrationContext['referral']): boolean {
  if (!referral?.enforce || typeof state !== 'string') return false;
  return !referral.licensedStates.some((licensed) => licensed.toUpperCase() === state.toUpperCase());
}

/** True when the lender holds no licence in this (real) state (issue 16, decision 171). */
export function isLenderStateRefused(state: unknown, licensedStates: readonly string[] | undefined): boolean {
  if (!licensedStates || typeof state !== 'string' || !isUsStateCode(state.toUpperCase())) return false;
  return !isStateLicensed(state, licensedStates);
}

/** The message for a property where the lender is not licensed, naming the state. */
export function lenderStateRefusal(state: string): string {
  return stateNotLicensedMessage(usStateNameInSentence(state));
}

/**
 * The property rules beyond each field's own, one message on the state at most: regulator review refuses New York;
 * a referring loan officer's licensed states; the lender's own licensed states. (street2 needing street1 is
 * street1's own "Street address is required".)
 */
export function checkPropertyAddress(
  value: { propertyAddress?: { state?: unknown } | undefined },
  ctx: z.core.$RefinementCtx,
  context: RegistrationContext,
) {
  const state = value.propertyAddress?.state;
  if (typeof state !== 'string') return;
  const path = ['propertyAddress', 'state'];
  checkStateAvailable(state, context, ctx, path);
  if (context.regulatorReview && state === NEW_YORK) return;
  if (isReferralStateRefused(state, context.referral)) {
    ctx.addIssue({ code: 'custom', message: REFERRAL_STATE_NOT_LICENSED, path });
  } else if (isLenderStateRefused(state, context.licensedStates)) {
    ctx.addIssue({ code: 'custom', message: lenderStateRefusal(state), path });
  }
}

export const propertyAddressScreenShape = { propertyAddress: propertyAddressSchema };

export function propertyAddressScreenSchema(context: RegistrationContext) {
  return z
    .strictObject(propertyAddressScreenShape)
    .check(
      z.superRefine((value, ctx) => checkPropertyAddress(value, ctx, context), checkEvenWithFieldErrors),
    );
}
export type PropertyAddressScreen = z.infer<ReturnType<typeof propertyAddressScreenSchema>>;
