import { bankAccountStep } from '@lintel/domain/application/autopay-account';
import { employmentTypeSchema } from '@lintel/domain/application/application-enums';
import {
  LINK_EXPIRED,
  type IncomeLinkTokenBody,
  type VerifyIncomeBody,
} from '@lintel/domain/application/income-verification';
import { MANUAL_PAYSTUB_COUNT_DEFAULT } from '@lintel/domain/constants/field-limits';
import type { ApiErrorItem } from '@lintel/domain/api/api-error';
import { Decimal } from 'decimal.js';
import { replaceOffers } from '../jobs/offers-writer.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import type { ProviderSubject } from '../../../providers/subject.ts';
import type { ActionPlan, PlanContext } from '../steps/step-module.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import { raiseCondition, resolveConditions } from './conditions.ts';
import { markIncomeVerified, recordIncomeCheck, type IncomeCheck } from './income-records.ts';
import { repriceOnVerifiedIncome } from './reprice-on-verified-income.ts';
import { pricingPolicyFor } from '../../pricing/pricing-store.ts';

const EMPLOYED = new Set(['FULL_TIME', 'PART_TIME']);

/** The paystub condition, raised by a PARTIAL check or by the borrower's choice to upload. */
function paystubCondition(numDocsRequired: number) {
  return {
    category: 'HELOC_MANUAL_PAYSTUB_UPLOAD' as const,
    requestDocuments: true,
    numDocsRequired,
  };
}

/** POST …/income/link-token (INCOME_VERIFICATION, stays): the provider's token its widget opens with. */
export async function planIncomeLinkToken(
  { aggregate }: PlanContext,
  body: IncomeLinkTokenBody,
  deps: WorkflowDeps,
): Promise<ActionPlan> {
  const token = await deps.providers.incomeVerification.createLinkToken({
    applicationId: aggregate.application.id,
    linkType: body.linkType,
    now: deps.clock.now(),
  });
  return { answer: { linkToken: token.linkToken, expiration: token.expiration.toISOString() } };
}

/**
 * INCOME_VERIFICATION (decisions 113 and 182). The borrower links income (the widget's public token) or chooses to
 * upload paystubs; a linked check decides:
 * at least the stated income -> employer check -> DISBURSEMENT_ACCOUNT (or EMPLOYMENT_VERIFICATION);
 * lower -> REVISED_OFFER_SELECTION (VERIFIED_OFFER) or DECLINED; partial payroll data (not self-employed) -> the
 * step stays with `manualPaystubUpload` and the paystub condition; once a paystub review passed, the stated income
 * stands and the call goes on as matched.
 */
export async function planVerifyIncome(
  context: PlanContext,
  body: VerifyIncomeBody,
  deps: WorkflowDeps,
): Promise<ActionPlan | ApiErrorItem[]> {
  const { aggregate } = context;
  const a = aggregate.application;
  const now = deps.clock.now();
  const source = aggregate.incomeSources[0];
  const stated = new Decimal(source?.annualIncome ?? 0).plus(source?.otherIncome ?? 0);
  const employmentType = employmentTypeSchema.parse(source?.employmentType ?? 'FULL_TIME');
  const subject = providerSubject(aggregate, deps.encryption);
  if (a.manualPaystubUpload && a.manualPaystubTasksComplete) {
    const check: IncomeCheck = {
      outcome: 'VERIFIED',
      verifiedAnnualIncome: stated.toFixed(2),
      source: 'PAYSTUB',
    };
    return matched(context, deps, subject, check, employmentType);
  }
  if (body.linkType === 'UPLOAD') {
    const required = MANUAL_PAYSTUB_COUNT_DEFAULT;
    return {
      changes: { manualPaystubUpload: true, manualPaystubTasksComplete: false },
      audits: [{ action: 'application.income-upload-chosen', after: { paystubsRequired: required } }],
      // No income check is recorded: none was made, and the upload counts the default of one paystub.
      write: (tx) => raiseCondition(tx, a.id, paystubCondition(required), now),
      answer: { outcome: 'UPLOAD', paystubsRequired: required },
    };
  }
  const result = await deps.providers.incomeVerification.verifyIncome({
    subject,
    statedAnnualIncome: stated.toFixed(2),
    employmentType,
    link: { applicationId: a.id, linkType: body.linkType, publicToken: body.publicToken ?? '' },
    now,
  });
  if (result.outcome === 'LINK_INVALID') return [{ message: LINK_EXPIRED, field: 'publicToken' }];
  const audit = {
    action: 'provider.income-verification.verify',
    after: { linkType: body.linkType, ...result },
  };
  if (result.outcome === 'NOT_FOUND')
    return {
      audits: [audit],
      write: (tx) => recordIncomeCheck(tx, a.id, { outcome: 'NOT_FOUND' }, now),
      answer: { outcome: 'NOT_FOUND', paystubsRequired: 0 },
    };
  const check: IncomeCheck = { ...result };
  if (result.outcome === 'PARTIAL' && employmentType !== 'SELF_EMPLOYED') {
    return {
      changes: { manualPaystubUpload: true, manualPaystubTasksComplete: false },
      audits: [audit],
      write: async (tx) => {
        await recordIncomeCheck(tx, a.id, check, now);
        await raiseCondition(tx, a.id, paystubCondition(result.paystubsRequired), now);
      },
      answer: { outcome: 'PARTIAL', paystubsRequired: result.paystubsRequired },
    };
  }
  if (new Decimal(result.verifiedAnnualIncome).gte(stated)) {
    const plan = await matched(context, deps, subject, check, employmentType);
    return { ...plan, audits: [audit, ...(plan.audits ?? [])] };
  }
  const asOf = now.toISOString().slice(0, 10);
  // The version the offers were priced on, unless it has expired since (decision 195).
  const policy = await pricingPolicyFor(deps.db, a, asOf);
  const repriced = await repriceOnVerifiedIncome(
    deps.providers,
    subject,
    aggregate,
    result.verifiedAnnualIncome,
    asOf,
    policy,
  );
  if (!repriced)
    return { to: 'DECLINED', audits: [audit], answer: { outcome: 'LOWER', paystubsRequired: 0 } };
  const declined = repriced.result.decision === 'DECLINE';
  return {
    to: declined ? 'DECLINED' : 'REVISED_OFFER_SELECTION',
    changes: {
      decision: repriced.result.decision,
      subDecision: declined ? null : 'VERIFIED_OFFER',
      dtiDecline: repriced.result.dtiDecline,
      creditScoreDecline: repriced.result.creditScoreDecline,
      maxDtiUnlimitedDraw: String(repriced.result.maxDtiUnlimitedDraw),
      adverseAction: repriced.result.adverseAction ?? null,
      pricingVersion: repriced.result.pricingVersion,
    },
    audits: [audit, ...repriced.audits],
    write: async (tx) => {
      await recordIncomeCheck(tx, a.id, check, now);
      await markIncomeVerified(tx, a.id);
      await replaceOffers(tx, a.id, declined ? [] : repriced.offers, now);
    },
    answer: { outcome: 'LOWER', paystubsRequired: 0 },
  };
}

/** Income confirmed at the stated amount: the employer check decides between the two next steps. */
async function matched(
  { aggregate }: PlanContext,
  deps: WorkflowDeps,
  subject: ProviderSubject,
  check: IncomeCheck,
  employmentType: string,
): Promise<ActionPlan> {
  const id = aggregate.application.id;
  const now = deps.clock.now();
  const employer = EMPLOYED.has(employmentType)
    ? await deps.providers.employerVerification.verifyEmployment({
        subject,
        employerName: check.employerName,
      })
    : undefined;
  const needsEmployer = employer?.outcome === 'NEEDS_VERIFICATION';
  return {
    to: needsEmployer ? 'EMPLOYMENT_VERIFICATION' : bankAccountStep(aggregate.application),
    changes: {
      subDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
      employmentVerificationNeeded: needsEmployer,
      ...(check.source === 'PAYSTUB' ? {} : { manualPaystubUpload: false }),
    },
    audits: employer ? [{ action: 'provider.employer-verification.verify', after: employer }] : [],
    write: async (tx) => {
      await recordIncomeCheck(tx, id, check, now);
      await markIncomeVerified(tx, id);
      await resolveConditions(tx, id, 'HELOC_MANUAL_PAYSTUB_UPLOAD', now);
    },
    answer: { outcome: 'MATCHED', paystubsRequired: 0 },
  };
}
