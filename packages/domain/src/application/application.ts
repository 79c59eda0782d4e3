import * as z from 'zod/mini';
import {
  accountStatusSchema,
  bpoStatusSchema,
  checklistStatusSchema,
  consentTypeSchema,
  decisionSchema,
  employmentTypeSchema,
  payTypeSchema,
  subDecisionSchema,
  titleStatusSchema,
  verificationStatusSchema,
} from './application-enums.ts';
import { documentTypeSchema } from './document-types.ts';
import { standingSchema } from './standing/standing.ts';

// The application as the browser reads it: the response of
// GET /service-application/api/v1/application/heloc/{uuid}. Nearly everything is nullish because an application is
// filled in over weeks and the engine must read a half-filled one (spec 000 §3, spec 001 §3).

const flag = z.nullish(z.boolean());

export const applicationStatusSchema = z.object({
  liensComplete: flag,
  uwDecision: z.nullish(decisionSchema),
  uwSubDecision: z.nullish(subDecisionSchema),
  inquiryAttestNeeded: flag,
  inquiryAttestComplete: flag,
  manualPaystubUpload: flag,
  manualPaystubTasksComplete: flag,
  giactAccountStatus: z.nullish(accountStatusSchema),
  bpo: z.nullish(bpoStatusSchema),
  title: z.nullish(titleStatusSchema),
  disclosurelistSummaryReady: flag,
  disclosurelistSummaryComplete: flag,
  disclosurelistClosingReady: flag,
  disclosurelistClosingComplete: flag,
  disclosurelistNotaryReady: flag,
  disclosurelistNotaryComplete: flag,
  primaryParticipantAcceptComplete: flag,
  manualDeedSigningComplete: flag,
  checklistStatus: z.nullish(checklistStatusSchema),
  employmentVerificationNeeded: flag,
  propertyComplete: flag,
  datatreeNoMatch: flag,
  creditFrozenWithPin: flag,
  dtiDecline: flag,
  creditScoreDecline: flag,
  waitingOnFloodCert: flag,
  /** The borrower chose an in-person notary (sidebar "Schedule Notary Session"). */
  manualNotary: flag,
  /** Property condition as the shell's property card shows it (spec 001 §3 status.condition). */
  condition: z.nullish(z.string()),
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** What the lender knows of the home (issue 16, decision 173): the value it lends on and the public record. */
export const propertyValuationSchema = z.object({
  /** Dollars. */
  value: z.number(),
  /** A broker price opinion, an automated valuation model, or the borrower's own estimate. */
  source: z.enum(['BPO', 'AVM', 'ESTIMATE']),
  /** ISO date of the valuation; null for the borrower's estimate. */
  date: z.nullish(z.string()),
});

export const propertyRecordSchema = z.object({
  propertyType: z.nullish(z.string()),
  yearBuilt: z.nullish(z.number()),
  county: z.nullish(z.string()),
});

export interface ApplicationPropertyFacts {
  valuation: z.infer<typeof propertyValuationSchema> | null;
  record: z.infer<typeof propertyRecordSchema> | null;
  /** The lender's policy requires a BPO in this state (decision 223); absent until the home is valued. */
  bpoStateRule?: boolean;
}

export const applicationPropertySchema = z.object({
  uuid: z.nullish(z.string()),
  street1: z.nullish(z.string()),
  street2: z.nullish(z.string()),
  city: z.nullish(z.string()),
  /** Two-letter state code; TX drives the BPO rules. */
  state: z.nullish(z.string()),
  zip: z.nullish(z.string()),
  /** The borrower's estimate (bpo/estimate-value), in dollars. */
  value: z.nullish(z.number()),
  valuation: z.nullish(propertyValuationSchema),
  /** The public record's facts about the home. */
  record: z.nullish(propertyRecordSchema),
  /** The lender's credit policy requires a BPO in this state (decision 223); absent until the home is valued. */
  bpoStateRule: z.nullish(z.boolean()),
});

export const applicationNameSchema = z.object({
  firstName: z.nullish(z.string()),
  middleName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  suffix: z.nullish(z.string()),
});

export const applicationSchema = z.object({
  uuid: z.uuid(),
  loanNumber: z.nullish(z.string()),
  /** Years. */
  term: z.nullish(z.number()),
  /** Dollars. */
  amount: z.nullish(z.number()),
  /** Percent. */
  rate: z.nullish(z.number()),
  uwCalculatedDrawAmount: z.nullish(z.number()),
  adjustedHomeAmount: z.nullish(z.number()),
  payType: z.nullish(payTypeSchema),
  selectedPropertyUuid: z.nullish(z.string()),
  consents: z.nullish(z.array(z.object({ type: consentTypeSchema }))),
  documents: z.nullish(z.array(z.object({ type: documentTypeSchema }))),
  incomeSources: z.nullish(z.array(z.object({ employmentType: z.nullish(employmentTypeSchema) }))),
  disburseAccount: z.nullish(
    z.object({
      uuid: z.nullish(z.string()),
      routingNumber: z.nullish(z.string()),
      mask: z.nullish(z.string()),
    }),
  ),
  /** The account autopay takes the payments from: its last four and the bank check's outcome (decision 239). */
  autopayAccount: z.nullish(
    z.object({
      uuid: z.nullish(z.string()),
      mask: z.nullish(z.string()),
      status: z.nullish(z.string()),
    }),
  ),
  property: z.nullish(applicationPropertySchema),
  hasHmda: flag,
  coDeedStatus: z.nullish(verificationStatusSchema),
  insurance: z.nullish(z.object({ complete: flag })),
  assetDepletion: z.nullish(z.object({ complete: flag, amount: z.nullish(z.number()) })),
  isCrypto: flag,
  /** ISO date-time the borrower asked for an in-person notary. */
  requestedManualNotaryTime: z.nullish(z.string()),
  name: z.nullish(applicationNameSchema),
  /** ISO date (YYYY-MM-DD). */
  dob: z.nullish(z.string()),
  hasSsn: flag,
  /** Ownership of the selected address as the profile records it (e.g. OWNER); its values are not shown. */
  selectedAddressOwnership: z.nullish(z.string()),
  auditFields: z.nullish(z.object({ createdDate: z.nullish(z.string()) })),
  referrer: z.nullish(z.object({ referrerUuid: z.nullish(z.string()) })),
  helocSigners: z.nullish(z.array(z.object({ identityUuid: z.string() }))),
  additionalSignerVersion: z.nullish(z.string()),
  /** The lender's rate-sheet version the application is priced on (decision 195); null before its first offers. */
  pricingVersion: z.nullish(z.string()),
  status: z.nullish(applicationStatusSchema),
  /** Where the application stands, computed by the server (decision 172); every page reads it from here. */
  standing: z.nullish(standingSchema),
});
export type Application = z.infer<typeof applicationSchema>;

/** The signed-in identity's applications (as borrower or signer), oldest first. */
export const applicationListSchema = z.array(applicationSchema);
