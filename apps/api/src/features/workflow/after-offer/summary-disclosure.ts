import { employmentTypeSchema } from '@lintel/domain/application/application-enums';
import type { SummaryDisclosure } from '@lintel/domain/application/summary-disclosure';
import { offerFigureStrings } from '@lintel/domain/loan-math/offer-figures';
import { and, desc, eq } from 'drizzle-orm';
import type { ApplicationAggregate } from '../../applications/application-repository.ts';
import type { Executor } from '../../../platform/db/db-executor.ts';
import { currentOffers } from '../../applications/offer-repository.ts';
import { applicationHistory, latest } from '../../applications/application-history.ts';
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
  const history = await applicationHistory(db, a.id);
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
    offer: offer ?? null,
    figures: offer
      ? offerFigureStrings(offer, Number(a.amount), a.payType as SummaryDisclosure['payType'])
      : null,
    statedIncome: statedIncomeOf(aggregate),
    reportedDebts: reportedDebts(history),
  };
}

function statedIncomeOf(aggregate: ApplicationAggregate): SummaryDisclosure['statedIncome'] {
  const income = aggregate.incomeSources[0];
  if (!income) return null;
  return {
    employmentType: employmentTypeSchema.parse(income.employmentType),
    annualIncome: Number(income.annualIncome),
    otherIncome: Number(income.otherIncome),
  };
}

interface RecordedTradeline {
  creditor: string;
  type: string;
  balance: string;
  monthlyPayment: string;
}

const isTradeline = (value: unknown): value is RecordedTradeline => {
  const v = value as Partial<RecordedTradeline> | null;
  return (
    typeof v?.creditor === 'string' &&
    typeof v.type === 'string' &&
    typeof v.balance === 'string' &&
    typeof v.monthlyPayment === 'string'
  );
};

/**
 * The debts of the latest soft-pull report underwriting priced the offers on, read from its audit row (decision
 * 180): never pulled again. Null for a report recorded before the debts were kept.
 */
function reportedDebts(
  history: Awaited<ReturnType<typeof applicationHistory>>,
): SummaryDisclosure['reportedDebts'] {
  const pull = latest(
    history,
    'provider.credit-bureau.pull',
    (after) =>
      after.kind === 'SOFT' && typeof after.monthlyDebts === 'string' && Array.isArray(after.tradelines),
  );
  if (!pull) return null;
  const accounts = (pull.after.tradelines as unknown[]).filter(isTradeline);
  return {
    monthlyTotal: Number(pull.after.monthlyDebts),
    reportedAt: pull.at.toISOString(),
    accounts: accounts.map((t) => ({
      creditor: t.creditor,
      type: t.type,
      balance: Number(t.balance),
      monthlyPayment: Number(t.monthlyPayment),
    })),
  };
}
