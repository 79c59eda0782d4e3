import { z } from 'zod';
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

// The application as the browser reads it: the response of
// GET /service-application/api/v1/application/heloc/{uuid}. Nearly everything is nullish because an application is
// filled in over weeks and the engine must read a half-filled one (spec 000 §3, spec 001 §3).

const flag = z.boolean().nullish();

export const applicationStatusSchema = z.object({
  liensComplete: flag,
  uwDecision: decisionSchema.nullish(),
  uwSubDecision: subDecisionSchema.nullish(),
  inquiryAttestNeeded: flag,
  inquiryAttestComplete: flag,
  manualPaystubUpload: flag,
  manualPaystubTasksComplete: flag,
  giactAccountStatus: accountStatusSchema.nullish(),
  bpo: bpoStatusSchema.nullish(),
  title: titleStatusSchema.nullish(),
  disclosurelistSummaryReady: flag,
  disclosurelistSummaryComplete: flag,
  disclosurelistClosingReady: flag,
  disclosurelistClosingComplete: flag,
  disclosurelistNotaryReady: flag,
  disclosurelistNotaryComplete: flag,
  primaryParticipantAcceptComplete: flag,
  manualDeedSigningComplete: flag,
  checklistStatus: checklistStatusSchema.nullish(),
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
  condition: z.string().nullish(),
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const applicationPropertySchema = z.object({
  uuid: z.string().nullish(),
  street1: z.string().nullish(),
  street2: z.string().nullish(),
  city: z.string().nullish(),
  /** Two-letter state code; TX drives the BPO rules. */
  state: z.string().nullish(),
  zip: z.string().nullish(),
  value: z.number().nullish(),
});

export const applicationNameSchema = z.object({
  firstName: z.string().nullish(),
  middleName: z.string().nullish(),
  lastName: z.string().nullish(),
  suffix: z.string().nullish(),
});

export const applicationSchema = z.object({
  uuid: z.uuid(),
  loanNumber: z.string().nullish(),
  /** Years. */
  term: z.number().nullish(),
  /** Dollars. */
  amount: z.number().nullish(),
  /** Percent. */
  rate: z.number().nullish(),
  uwCalculatedDrawAmount: z.number().nullish(),
  adjustedHomeAmount: z.number().nullish(),
  payType: payTypeSchema.nullish(),
  selectedPropertyUuid: z.string().nullish(),
  consents: z.array(z.object({ type: consentTypeSchema })).nullish(),
  documents: z.array(z.object({ type: documentTypeSchema })).nullish(),
  incomeSources: z.array(z.object({ employmentType: employmentTypeSchema.nullish() })).nullish(),
  disburseAccount: z
    .object({ uuid: z.string().nullish(), routingNumber: z.string().nullish(), mask: z.string().nullish() })
    .nullish(),
  autopayAccount: z.object({ uuid: z.string().nullish() }).nullish(),
  property: applicationPropertySchema.nullish(),
  hasHmda: flag,
  coDeedStatus: verificationStatusSchema.nullish(),
  insurance: z.object({ complete: flag }).nullish(),
  assetDepletion: z.object({ complete: flag, amount: z.number().nullish() }).nullish(),
  isCrypto: flag,
  /** ISO date-time the borrower asked for an in-person notary. */
  requestedManualNotaryTime: z.string().nullish(),
  name: applicationNameSchema.nullish(),
  /** ISO date (YYYY-MM-DD). */
  dob: z.string().nullish(),
  hasSsn: flag,
  /** Ownership of the selected address as the profile records it (e.g. OWNER); its values are not shown. */
  selectedAddressOwnership: z.string().nullish(),
  auditFields: z.object({ createdDate: z.string().nullish() }).nullish(),
  referrer: z.object({ referrerUuid: z.string().nullish() }).nullish(),
  helocSigners: z.array(z.object({ identityUuid: z.string() })).nullish(),
  additionalSignerVersion: z.string().nullish(),
  status: applicationStatusSchema.nullish(),
});
export type Application = z.infer<typeof applicationSchema>;
