import * as z from 'zod/mini';
import { usPhoneProblem, PHONE_REQUIRED } from '../validation/us-phone.ts';
import { SSN_INVALID } from './borrower-actions.ts';

// COLLECT_ADDITIONAL_INFO (pages start/profile and start/contact, engine state moreProfile). Spec 000 §4's
// addProfileInfo trigger needs: the selected address has an ownership, an SSN is held and a hard-credit consent
// exists; the contact page adds the mobile phone (condition MISSING_PHONE_NUMBER otherwise). Decision 110.

/** How the borrower holds title to the property (spec: "addresses (each with uuid and ownership)"; values ours). */
export const PROPERTY_OWNERSHIP_TYPES = ['SOLE_OWNER', 'JOINT_OWNER', 'TRUST'] as const;
export type PropertyOwnership = (typeof PROPERTY_OWNERSHIP_TYPES)[number];

/** Marital status as the uniform residential loan application asks it (spousal consent in some states). */
export const MARITAL_STATUSES = ['MARRIED', 'SEPARATED', 'UNMARRIED'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const OWNERSHIP_REQUIRED = 'Please select how you own the property';
export const MARITAL_STATUS_REQUIRED = 'Please select your marital status';
export const HARD_CREDIT_CONSENT_REQUIRED = 'Required';

/** Version of the hard-credit authorisation text shown on start/profile; stored with the consent. */
export const HARD_CREDIT_CONSENT_VERSION = '2026-11-23';

const SSN_PATTERN = /^\d{3}-?\d{2}-?\d{4}$/;

/** start/profile: ownership, marital status, the SSN (only when none is held yet) and the hard-pull consent. */
export const profileDetailsShape = {
  addressOwnership: z.enum(PROPERTY_OWNERSHIP_TYPES, { error: OWNERSHIP_REQUIRED }),
  maritalStatus: z.enum(MARITAL_STATUSES, { error: MARITAL_STATUS_REQUIRED }),
  /** Nine digits, dashes optional. Required by the server when the application holds no SSN (400, field ssn). */
  ssn: z.optional(z.string().check(z.trim(), z.regex(SSN_PATTERN, SSN_INVALID))),
  hardCreditConsent: z.literal(true, { error: HARD_CREDIT_CONSENT_REQUIRED }),
};

/** start/contact: the mobile phone (US, spec 001 §5 phone rules and messages). */
export const contactDetailsShape = {
  phoneNumber: z.string({ error: PHONE_REQUIRED }).check(
    z.maxLength(40, PHONE_REQUIRED),
    z.superRefine((value, ctx) => {
      const message = usPhoneProblem(value);
      if (message) ctx.issues.push({ code: 'custom', message, input: value });
    }),
  ),
};

export const profileDetailsSchema = z.strictObject(profileDetailsShape);
export const contactDetailsSchema = z.strictObject(contactDetailsShape);

/**
 * PUT …/conditions/phone-number: the same phone rules and messages as start/contact. Here rather than with the other
 * conditions' schemas, so that the upload page does not load the phone rules (decision 233).
 */
export const conditionPhoneBodySchema = contactDetailsSchema;
export type ConditionPhoneBody = z.infer<typeof conditionPhoneBodySchema>;

/** PUT …/v3/application/heloc/{uuid}/additional-info: both pages' answers in one call. Answers `{ step }`. */
export const collectAdditionalInfoBodySchema = z.strictObject({
  ...profileDetailsShape,
  ...contactDetailsShape,
});
export type CollectAdditionalInfoBody = z.infer<typeof collectAdditionalInfoBodySchema>;

/** GET …/additional-info: what is on file (never the SSN itself). */
export const additionalInfoViewSchema = z.object({
  addressOwnership: z.nullable(z.enum(PROPERTY_OWNERSHIP_TYPES)),
  maritalStatus: z.nullable(z.enum(MARITAL_STATUSES)),
  phoneNumber: z.nullable(z.string()),
  hasSsn: z.boolean(),
  hardCreditConsent: z.boolean(),
});
export type AdditionalInfoView = z.infer<typeof additionalInfoViewSchema>;
