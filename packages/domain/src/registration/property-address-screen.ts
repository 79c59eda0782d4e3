import * as z from 'zod/mini';
import { checkEvenWithFieldErrors } from '../validation/cross-field.ts';
import { requiredGroupError } from '../validation/required-group.ts';
import { addressShape, checkStateAvailable } from '../validation/address.ts';
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

/**
 * The property rules beyond each field's own: regulator review refuses New York; a referring loan officer's licensed
 * states. (street2 needing street1 is street1's own "Street address is required".)
 */
export function checkPropertyAddress(
  value: { propertyAddress?: { state?: unknown } | undefined },
  ctx: z.core.$RefinementCtx,
  context: RegistrationContext,
) {
  const state = value.propertyAddress?.state;
  if (typeof state !== 'string') return;
  checkStateAvailable(state, context, ctx, ['propertyAddress', 'state']);
  if (isReferralStateRefused(state, context.referral)) {
    ctx.addIssue({
      code: 'custom',
      message: REFERRAL_STATE_NOT_LICENSED,
      path: ['propertyAddress', 'state'],
    });
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
