import { applicationSchema, type Application } from '@lintel/domain/application/application';
import { consentTypeSchema } from '@lintel/domain/application/application-enums';
import { visitedSteps, type HistoryRow } from './application-history.ts';
import type { ApplicationAggregate } from './application-repository.ts';
import { standingOf } from './application-standing.ts';
import { propertyFacts } from './property-facts.ts';

const num = (value: string | null): number | null => (value === null ? null : Number(value));

function latestAccount(aggregate: ApplicationAggregate, purpose: 'DISBURSE' | 'AUTOPAY') {
  return aggregate.accounts.filter((a) => a.purpose === purpose).at(-1);
}

/**
 * The application as the browser reads it (C's `applicationSchema`). Secrets stay behind: the SSN becomes
 * `hasSsn`, an account number its mask. Parsing at the end makes a mapping bug a failed request, not a leak.
 * Given its history (`applicationHistory`), the view carries its standing (decision 172) and what the lender knows of
 * the home (decision 173).
 */
export function toApplicationView(
  aggregate: ApplicationAggregate,
  history?: readonly HistoryRow[],
): Application {
  const view = toPlainView(aggregate);
  if (!history) return view;
  const property = view.property ? { ...view.property, ...propertyFacts(aggregate, history) } : view.property;
  const withFacts = { ...view, property };
  return {
    ...withFacts,
    standing: standingOf(withFacts, aggregate.application.serverStep, visitedSteps(history)),
  };
}

function toPlainView(aggregate: ApplicationAggregate): Application {
  const a = aggregate.application;
  const property = aggregate.properties.find((p) => p.id === a.selectedPropertyId) ?? aggregate.properties[0];
  const disburse = latestAccount(aggregate, 'DISBURSE');
  const autopay = latestAccount(aggregate, 'AUTOPAY');
  const b = aggregate.borrower;
  return applicationSchema.parse({
    uuid: a.id,
    loanNumber: a.loanNumber,
    term: a.term,
    amount: num(a.amount),
    rate: num(a.rate),
    uwCalculatedDrawAmount: num(a.uwCalculatedDrawAmount),
    adjustedHomeAmount: num(a.adjustedHomeAmount),
    payType: a.payType,
    selectedPropertyUuid: a.selectedPropertyId,
    consents: aggregate.consents.flatMap((c) => {
      const type = consentTypeSchema.safeParse(c.type);
      return type.success ? [{ type: type.data }] : [];
    }),
    documents: aggregate.documents.map((d) => ({ type: d.type })),
    incomeSources: aggregate.incomeSources.map((s) => ({ employmentType: s.employmentType })),
    disburseAccount: disburse
      ? { uuid: disburse.id, routingNumber: disburse.routingNumber, mask: disburse.accountLast4 }
      : null,
    autopayAccount: autopay
      ? { uuid: autopay.id, mask: autopay.accountLast4, status: autopay.verificationStatus }
      : null,
    property: property
      ? {
          uuid: property.id,
          street1: property.street1,
          street2: property.street2,
          city: property.city,
          state: property.state,
          zip: property.zip,
          value: num(property.value),
        }
      : null,
    hasHmda: a.hasHmda,
    coDeedStatus: a.coDeedStatus,
    insurance: { complete: a.insuranceComplete },
    assetDepletion: { complete: a.assetDepletionComplete, amount: num(a.assetDepletionAmount) },
    isCrypto: a.isCrypto,
    requestedManualNotaryTime: a.requestedManualNotaryTime?.toISOString() ?? null,
    name: b
      ? { firstName: b.firstName, middleName: b.middleName, lastName: b.lastName, suffix: b.suffix }
      : null,
    dob: b?.dob ?? null,
    hasSsn: Boolean(b?.ssnEncrypted),
    selectedAddressOwnership: b?.addressOwnership ?? null,
    auditFields: { createdDate: a.createdAt.toISOString() },
    referrer: a.referrerUuid ? { referrerUuid: a.referrerUuid } : null,
    helocSigners: aggregate.signers.map((s) => ({ identityUuid: s.identityId })),
    additionalSignerVersion: a.additionalSignerVersion,
    pricingVersion: a.pricingVersion,
    status: {
      liensComplete: a.liensComplete,
      uwDecision: a.decision,
      uwSubDecision: a.subDecision,
      inquiryAttestNeeded: a.inquiryAttestNeeded,
      inquiryAttestComplete: a.inquiryAttestComplete,
      manualPaystubUpload: a.manualPaystubUpload,
      manualPaystubTasksComplete: a.manualPaystubTasksComplete,
      giactAccountStatus: a.giactAccountStatus,
      bpo: a.bpo,
      title: a.title,
      disclosurelistSummaryReady: a.disclosurelistSummaryReady,
      disclosurelistSummaryComplete: a.disclosurelistSummaryComplete,
      disclosurelistClosingReady: a.disclosurelistClosingReady,
      disclosurelistClosingComplete: a.disclosurelistClosingComplete,
      disclosurelistNotaryReady: a.disclosurelistNotaryReady,
      disclosurelistNotaryComplete: a.disclosurelistNotaryComplete,
      primaryParticipantAcceptComplete: a.primaryParticipantAcceptComplete,
      manualDeedSigningComplete: a.manualDeedSigningComplete,
      checklistStatus: a.checklistStatus,
      employmentVerificationNeeded: a.employmentVerificationNeeded,
      propertyComplete: a.propertyComplete,
      datatreeNoMatch: a.datatreeNoMatch,
      creditFrozenWithPin: a.creditFrozenWithPin,
      dtiDecline: a.dtiDecline,
      creditScoreDecline: a.creditScoreDecline,
      waitingOnFloodCert: a.waitingOnFloodCert,
      manualNotary: a.manualNotary,
      condition: a.propertyCondition,
    },
  });
}
