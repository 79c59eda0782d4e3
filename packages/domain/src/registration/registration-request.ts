import * as z from 'zod/mini';
import { checkEvenWithFieldErrors } from '../validation/cross-field.ts';
import { checkConsentVersions, consentVersionsSchema } from './consent-versions.ts';
import { checkPayloadDob, payloadDobShape } from './birthdate-screen.ts';
import type { BirthdateScreen } from './birthdate-screen.ts';
import { forSaleScreenShape } from './for-sale-screen.ts';
import type { ForSaleScreen } from './for-sale-screen.ts';
import { checkHomeAddressPresence, homeAddressSchema } from './home-address-screen.ts';
import type { HomeAddress } from './home-address-screen.ts';
import { checkIncome, incomeScreenShape } from './income-screen.ts';
import type { IncomeScreen } from './income-screen.ts';
import { legalNameScreenShape } from './legal-name-screen.ts';
import type { LegalNameScreen } from './legal-name-screen.ts';
import { checkPhone, phoneEmailScreenShape } from './phone-email-screen.ts';
import type { PhoneEmailScreen } from './phone-email-screen.ts';
import { checkPropertyAddress, propertyAddressScreenShape } from './property-address-screen.ts';
import type { PropertyAddressScreen } from './property-address-screen.ts';
import type { RegistrationContext } from './registration-context.ts';
import { checkSetPassword, setPasswordScreenShape } from './set-password-screen.ts';
import { signedInConsentShape } from './signed-in-consent.ts';

function applicationShape(context: Pick<RegistrationContext, 'isProduction'>) {
  return {
    ...propertyAddressScreenShape,
    homeAddress: z.optional(homeAddressSchema),
    ...forSaleScreenShape,
    ...incomeScreenShape,
    ...legalNameScreenShape(context),
    ...payloadDobShape,
  };
}

function accountShape() {
  return {
    ...phoneEmailScreenShape,
    ...setPasswordScreenShape,
    consentVersions: z._default(consentVersionsSchema, {}),
  };
}

/**
 * Body of POST /identity/api/v1/registration/register: the registration draft of spec 000 §3 once every screen is
 * answered, judged by the same shapes and checks as the screens (the screens' schemas are built from these parts).
 * Signed-in visitors skip phone-and-email and set-password, so their payload must not carry those fields; they send
 * only the soft-credit authorisation (required, with its version; decision 078). The
 * property's own state (not context.propertyState) drives the age, New York and referral rules. Unknown fields are
 * refused.
 */
export function registrationRequestSchema(context: RegistrationContext) {
  if (context.authenticated) {
    return z
      .strictObject({
        ...applicationShape(context),
        ...signedInConsentShape,
        consentVersions: z._default(consentVersionsSchema, {}),
      })
      .check(
        z.superRefine((value, ctx) => {
          checkApplication(value, ctx, context);
          checkConsentVersions(value, ctx);
        }, checkEvenWithFieldErrors),
      );
  }
  return z.strictObject({ ...applicationShape(context), ...accountShape() }).check(
    z.superRefine((value, ctx) => {
      checkApplication(value, ctx, context);
      checkPhone(value, ctx);
      checkSetPassword(value, ctx, context, value.propertyAddress?.state);
      checkConsentVersions(value, ctx);
    }, checkEvenWithFieldErrors),
  );
}

function checkApplication(
  value: z.infer<z.ZodMiniObject<ReturnType<typeof applicationShape>>>,
  ctx: z.core.$RefinementCtx,
  context: RegistrationContext,
) {
  checkPropertyAddress(value, ctx, context);
  checkHomeAddressPresence(value, ctx);
  checkIncome(value, ctx);
  checkPayloadDob(value, ctx, context);
}

export type RegistrationRequest = z.infer<ReturnType<typeof registrationRequestSchema>>;

/**
 * The register body as the OpenAPI document shows it and callers are typed by (decision 161): one of the two shapes
 * registrationRequestSchema takes, signed out (with the account) or signed in (with the soft-credit authorisation).
 * The rules that need the request's context (ages, states, the referral, the consents' versions, production's name
 * rule) are not in it: the register route judges the body with registrationRequestSchema once it knows the context.
 */
export const registrationBodySchema = z.union([
  z.strictObject({ ...applicationShape({ isProduction: true }), ...accountShape() }),
  z.strictObject({
    ...applicationShape({ isProduction: true }),
    ...signedInConsentShape,
    consentVersions: z._default(consentVersionsSchema, {}),
  }),
]);
export type RegistrationBody = z.input<typeof registrationBodySchema>;

/** The register call's query: the referring loan officer, when the visitor came through a referral link. */
export const registerQuerySchema = z.object({ loanOriginatorUuid: z.optional(z.uuid()) });
/**
 * What the browser keeps while the visitor moves through the screens (spec 000 §3 "Registration draft"): each
 * screen's answers as its schema outputs them (dob as yyyy-MM-dd). The password and the set-password consents are
 * never part of it; the web adds them to make the payload.
 */
export type RegistrationDraft = Partial<
  PropertyAddressScreen &
    ForSaleScreen &
    IncomeScreen &
    LegalNameScreen &
    BirthdateScreen &
    PhoneEmailScreen & { homeAddress: HomeAddress }
>;
