import { employmentTypeSchema } from '@lintel/domain/application/application-enums';
import type { VerifyIncomeBody } from '@lintel/domain/application/income-verification';
import { Decimal } from 'decimal.js';
import { replaceOffers } from '../jobs/offers-writer.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import type { ProviderSubject } from '../../../providers/subject.ts';
import type { ActionPlan, PlanContext } from '../steps/step-module.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import { raiseCondition, resolveConditions } from './conditions.ts';
import { markIncomeVerified, recordIncomeCheck, type IncomeCheck } from './income-records.ts';
import { repriceOnVerifiedIncome } from './reprice-on-verified-income.ts';

const EMPLOYED = new Set(['FULL_TIME', 'PART_TIME']);

/**
 * INCOME_VERIFICATION (decision 113). The borrower links income; the check decides:
 * at least the stated income -> employer check -> DISBURSEMENT_ACCOUNT (or EMPLOYMENT_VERIFICATION);
 * lower -> REVISED_OFFER_SELECTION (VERIFIED_OFFER) or DECLINED; partial payroll data (not self-employed) -> the
 * step stays with `manualPaystubUpload` and the paystub condition; once a paystub review passed, the stated income
 * stands and the call goes on as matched.
 */
export async function planVerifyIncome(
  context: PlanContext,
  body: VerifyIncomeBody,
  deps: WorkflowDeps,
): Promise<ActionPlan> {
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
  const result = await deps.providers.incomeVerification.verifyIncome({
    subject,
    statedAnnualIncome: stated.toFixed(2),
    employmentType,
  });
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
        await raiseCondition(
          tx,
          a.id,
          {
            category: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
            commentsToBorrower: 'Please upload your most recent paystub.',
            requestDocuments: true,
            numDocsRequired: result.paystubsRequired,
          },
          now,
        );
      },
      answer: { outcome: 'PARTIAL', paystubsRequired: result.paystubsRequired },
    };
  }
  if (new Decimal(result.verifiedAnnualIncome).gte(stated)) {
    const plan = await matched(context, deps, subject, check, employmentType);
    return { ...plan, audits: [audit, ...(plan.audits ?? [])] };
  }
  const repriced = await repriceOnVerifiedIncome(
    deps.providers,
    subject,
    aggregate,
    result.verifiedAnnualIncome,
    now.toISOString().slice(0, 10),
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
    to: needsEmployer ? 'EMPLOYMENT_VERIFICATION' : 'DISBURSEMENT_ACCOUNT',
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
