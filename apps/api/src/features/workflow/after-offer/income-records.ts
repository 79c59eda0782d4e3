import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/db-executor.ts';
import { applicationIncomeSources } from '../../applications/tables/application-property-income.ts';
import { applicationIncomeVerifications } from '../../applications/tables/application-after-offer.ts';

export interface IncomeCheck {
  verificationId?: string | undefined;
  outcome: 'VERIFIED' | 'PARTIAL' | 'NOT_FOUND';
  verifiedAnnualIncome?: string | undefined;
  source?: string | undefined;
  employerName?: string | undefined;
  paystubsRequired?: number | undefined;
}

/** Keeps one income check on record (the provider's answer or the paystub review). */
export async function recordIncomeCheck(
  tx: Transaction,
  applicationId: string,
  check: IncomeCheck,
  now: Date,
) {
  await tx.insert(applicationIncomeVerifications).values({
    id: randomUUID(),
    applicationId,
    verificationId: check.verificationId ?? null,
    outcome: check.outcome,
    verifiedAnnualIncome: check.verifiedAnnualIncome ?? null,
    source: check.source ?? null,
    employerName: check.employerName ?? null,
    paystubsRequired: check.paystubsRequired ?? 0,
    createdAt: now,
  });
}

/** The stated income is confirmed: underwriting after this point treats it as verified (decision 113). */
export async function markIncomeVerified(tx: Transaction, applicationId: string) {
  await tx
    .update(applicationIncomeSources)
    .set({ verified: true })
    .where(eq(applicationIncomeSources.applicationId, applicationId));
}
