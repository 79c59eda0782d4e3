import type { SummaryDisclosure } from '@lintel/domain/application/summary-disclosure';
import { and, desc, eq } from 'drizzle-orm';
import type { ApplicationAggregate } from '../../applications/application-repository.ts';
import type { Executor } from '../../../platform/db/db-executor.ts';
import { currentOffers } from '../../applications/offer-repository.ts';
import { auditEvents } from '../../audit/audit-tables.ts';
import type { ActionPlan } from '../steps/step-module.ts';

const ACCEPTED = 'application.summary-disclosure.accepted';

/** SUMMARY_DISCLOSURE -> APP_SUBMISSION: the acceptance is the flag plus its audit row (who and when). */
export function planAcceptSummary(): ActionPlan {
  return {
    to: 'APP_SUBMISSION',
    changes: { disclosurelistSummaryComplete: true },
    audits: [{ action: ACCEPTED, after: { accepted: true } }],
  };
}

/** APP_SUBMISSION -> HARD_CREDIT_PULL: the hard-credit authorisation given on start/profile covers the pull. */
export function planSubmit(): ActionPlan {
  return {
    to: 'HARD_CREDIT_PULL',
    audits: [{ action: 'application.submitted', after: { certified: true } }],
  };
}

/** The terms the summary discloses; undefined until an offer has been chosen. */
export async function summaryDisclosure(
  db: Executor,
  aggregate: ApplicationAggregate,
): Promise<SummaryDisclosure | undefined> {
  const a = aggregate.application;
  if (a.amount === null || a.term === null || a.rate === null || !a.payType) return undefined;
  const offer = (await currentOffers(db, a.id)).find(
    (o) =>
      o.term === a.term &&
      (o.rate === Number(a.rate) || o.discountList.some((d) => d.rateWithDiscount === Number(a.rate))),
  );
  const property = aggregate.properties.find((p) => p.id === a.selectedPropertyId) ?? aggregate.properties[0];
  const [accepted] = await db
    .select({ at: auditEvents.createdAt })
    .from(auditEvents)
    .where(and(eq(auditEvents.applicationId, a.id), eq(auditEvents.action, ACCEPTED)))
    .orderBy(desc(auditEvents.createdAt))
    .limit(1);
  return {
    loanNumber: a.loanNumber,
    amount: Number(a.amount),
    term: a.term,
    rate: Number(a.rate),
    payType: a.payType as SummaryDisclosure['payType'],
    originationFeePercent: offer?.originationFee ?? null,
    propertyAddress: property
      ? [property.street1, property.street2, `${property.city}, ${property.state} ${property.zip}`]
          .filter(Boolean)
          .join(', ')
      : '',
    acceptedAt: accepted?.at.toISOString() ?? null,
  };
}
