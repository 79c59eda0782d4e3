import * as z from 'zod/mini';
import { requiredGroupError } from '../validation/required-group.ts';
import { addressShape } from '../validation/address.ts';

export const HOME_ADDRESS_REQUIRED = 'Required';
export const HOME_ADDRESS_NOT_NEEDED = 'Only needed when the property is not your primary residence';

/** Spec 000 §2 screen 2: where the borrower lives, asked only when the property is not their primary residence. */
export const homeAddressSchema = z.strictObject(addressShape, { error: requiredGroupError });
export type HomeAddress = z.infer<typeof homeAddressSchema>;

export const homeAddressScreenShape = { homeAddress: homeAddressSchema };
export const homeAddressScreenSchema = z.strictObject(homeAddressScreenShape);

/** Whether the home-address step applies. */
export function needsHomeAddress(occupancyType: unknown): boolean {
  return occupancyType === 'SECONDARY' || occupancyType === 'INVESTMENT';
}

/** In the full payload: present exactly when the occupancy is not primary (decision 031). */
export function checkHomeAddressPresence(
  value: { propertyAddress?: { occupancyType?: unknown } | undefined; homeAddress?: unknown },
  ctx: z.core.$RefinementCtx,
) {
  const occupancy = value.propertyAddress?.occupancyType;
  if (occupancy === undefined) return;
  const needed = needsHomeAddress(occupancy);
  if (needed && value.homeAddress === undefined) {
    ctx.addIssue({ code: 'custom', message: HOME_ADDRESS_REQUIRED, path: ['homeAddress'] });
  } else if (!needed && value.homeAddress !== undefined) {
    ctx.addIssue({ code: 'custom', message: HOME_ADDRESS_NOT_NEEDED, path: ['homeAddress'] });
  }
}
