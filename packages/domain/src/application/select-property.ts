import * as z from 'zod/mini';

/**
 * Page review-app/property. At MULTIPLE_PROPERTY the property records name several homes the borrower owns;
 * GET …/v3/application/heloc/{uuid}/property/candidates lists them and PUT …/property/select finances the chosen
 * one (decision 107). At NO_PROPERTY the list is empty and the page says what to do instead.
 */
export const propertyCandidateSchema = z.object({
  /** The property record's id at the data vendor; stable across lookups. */
  propertyId: z.string(),
  street1: z.string(),
  street2: z.nullish(z.string()),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  county: z.string(),
  /** The one the borrower applied with. */
  applied: z.boolean(),
});
export type PropertyCandidate = z.infer<typeof propertyCandidateSchema>;

export const propertyCandidatesSchema = z.object({ properties: z.array(propertyCandidateSchema) });
export type PropertyCandidates = z.infer<typeof propertyCandidatesSchema>;

export const PROPERTY_REQUIRED = 'Select the property you want to borrow against';
export const PROPERTY_NOT_LISTED = 'This property is not one of the properties we found for you';

/** PUT …/property/select. */
export const selectPropertyBodySchema = z.strictObject({
  propertyId: z.string().check(z.trim(), z.minLength(1, PROPERTY_REQUIRED)),
});
export type SelectPropertyBody = z.infer<typeof selectPropertyBodySchema>;
