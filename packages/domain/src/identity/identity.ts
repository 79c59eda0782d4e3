import * as z from 'zod/mini';

export const loginRequestSchema = z.strictObject({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Please enter your email'), z.maxLength(128)),
    z.email('Please enter a valid email address'),
  ),
  password: z.string().check(z.minLength(1, 'Required'), z.maxLength(256)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const jwtResponseSchema = z.object({ jwt: z.string().check(z.minLength(1)) });
export type JwtResponse = z.infer<typeof jwtResponseSchema>;

export const identityTypeSchema = z.enum(['BORROWER', 'CO_DEEDER', 'AGENT']);

/** Identity of spec 001 §3: uuid, type (CO_DEEDER marks an additional signer), email, phoneNumbers[], name. */
export const identitySchema = z.object({
  uuid: z.uuid(),
  type: identityTypeSchema,
  email: z.string(),
  phoneNumbers: z.array(z.string()),
  name: z.nullable(z.object({ firstName: z.string(), lastName: z.string() })),
  isBroker: z.boolean(),
});
export type Identity = z.infer<typeof identitySchema>;

export const profileAddressSchema = z.object({
  uuid: z.uuid(),
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  ownership: z.nullable(z.string()),
});

/** Profile of spec 000 §3 and the profile/identity record of spec 001 §3. */
export const profileSchema = z.object({
  uuid: z.uuid(),
  organizationCode: z.string(),
  profileType: z.string(),
  email: z.string(),
  updatedAt: z.string(),
  name: z.nullable(z.object({ firstName: z.string(), lastName: z.string() })),
  dob: z.nullable(z.string()),
  hasSsn: z.boolean(),
  addresses: z.array(profileAddressSchema),
  aliases: z.array(z.string()),
  twoFactorEnabled: z.boolean(),
  passwordExpired: z.boolean(),
  totpVerified: z.boolean(),
  walletAddresses: z.array(z.string()),
  isBroker: z.boolean(),
  optimizelyProfileUuid: z.nullable(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/** identity-broker login/logout (spec 001 §7): the answer is an address the browser navigates to. */
export const brokerKindSchema = z.enum(['customer', 'agent']);
export const brokerLoginRequestSchema = z.strictObject({
  applicationName: z.string().check(z.minLength(1), z.maxLength(64)),
  orgCode: z.string().check(z.minLength(1), z.maxLength(64)),
  mode: z.optional(z.string().check(z.maxLength(32))),
});
export const redirectResponseSchema = z.object({ redirectUrl: z.string() });

/**
 * identity-broker `self/{product}info` (spec 001 §7, "identity info"; its fields are not shown — decision 016):
 * the identity plus the organisation and product it is signed in to.
 */
export const brokerSelfInfoSchema = z.extend(identitySchema, {
  organizationCode: z.string(),
  product: z.string(),
  applicationName: z.nullable(z.string()),
});
export type BrokerSelfInfo = z.infer<typeof brokerSelfInfoSchema>;
