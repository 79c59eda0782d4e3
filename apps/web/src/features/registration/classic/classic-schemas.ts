import * as z from 'zod/mini';
import { birthdateScreenSchema } from '@lintel/domain/registration/birthdate-screen';
import { forSaleScreenShape } from '@lintel/domain/registration/for-sale-screen';
import { checkHomeAddressPresence, homeAddressSchema } from '@lintel/domain/registration/home-address-screen';
import { checkIncome, incomeScreenShape } from '@lintel/domain/registration/income-screen';
import { legalNameScreenShape } from '@lintel/domain/registration/legal-name-screen';
import { checkPhone, phoneEmailScreenShape } from '@lintel/domain/registration/phone-email-screen';
import {
  checkPropertyAddress,
  propertyAddressScreenShape,
} from '@lintel/domain/registration/property-address-screen';
import type { RegistrationContext } from '@lintel/domain/registration/registration-context';
import { checkSetPassword, setPasswordScreenShape } from '@lintel/domain/registration/set-password-screen';
import { CONSENT_REQUIRED } from '@lintel/domain/validation/consents';
import { checkEvenWithFieldErrors } from '@lintel/domain/validation/cross-field';

/**
 * The classic one-page flow asks the same questions as register-v2, so its schemas are the screens' own shapes and
 * checks put together (no rule is written twice). `context.propertyState` is the state typed on the same page.
 */
export function classicApplicationSchema(context: RegistrationContext) {
  return z
    .strictObject({
      ...propertyAddressScreenShape,
      homeAddress: z.optional(homeAddressSchema),
      ...forSaleScreenShape,
      ...incomeScreenShape,
      ...legalNameScreenShape(context),
      ...birthdateScreenSchema(context).shape,
      // Only a signed-in visitor is asked here; a new visitor authorises on the account page (decision 078).
      softCreditConsent: z.optional(z.boolean()),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (context.authenticated && value.softCreditConsent !== true) {
          ctx.addIssue({ code: 'custom', message: CONSENT_REQUIRED, path: ['softCreditConsent'] });
        }
        checkPropertyAddress(value, ctx, context);
        checkHomeAddressPresence(value, ctx);
        checkIncome(value, ctx);
      }, checkEvenWithFieldErrors),
    );
}

export function classicAccountSchema(context: RegistrationContext) {
  return z.strictObject({ ...phoneEmailScreenShape, ...setPasswordScreenShape }).check(
    z.superRefine((value, ctx) => {
      checkPhone(value, ctx);
      checkSetPassword(value, ctx, context, context.propertyState);
    }, checkEvenWithFieldErrors),
  );
}
