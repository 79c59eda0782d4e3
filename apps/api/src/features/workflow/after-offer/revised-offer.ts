import { bankAccountStep } from '@lintel/domain/application/autopay-account';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/db-executor.ts';
import { applicationAccounts } from '../../applications/tables/application-records.ts';
import { applications } from '../../applications/tables/application-table.ts';
import { applicationIncomeSources } from '../../applications/tables/application-property-income.ts';
import type { ApplicationChanges } from '../steps/transition-service.ts';

/**
 * Where a choice among revised offers leads (decision 113). Income not verified yet (the requalify path): to
 * INCOME_VERIFICATION. Verified (the lower-income path): the choice is final (FINAL / FINAL_OFFER) and the journey
 * goes on to the bank account, or straight to NOTE_SIGNING when the account is already set (a revision after a BPO).
 */
export async function revisedOfferMove(
  db: Executor,
  applicationId: string,
): Promise<{ to: ServerStep; changes: ApplicationChanges }> {
  const sources = await db
    .select({ verified: applicationIncomeSources.verified })
    .from(applicationIncomeSources)
    .where(eq(applicationIncomeSources.applicationId, applicationId));
  const verified = sources.length > 0 && sources.every((s) => s.verified);
  if (!verified) return { to: 'INCOME_VERIFICATION', changes: {} };
  const accounts = await db
    .select({ purpose: applicationAccounts.purpose })
    .from(applicationAccounts)
    .where(eq(applicationAccounts.applicationId, applicationId));
  const [application] = await db
    .select({ isCrypto: applications.isCrypto })
    .from(applications)
    .where(eq(applications.id, applicationId));
  const final: ApplicationChanges = { decision: 'FINAL', subDecision: 'FINAL_OFFER' };
  // A crypto-backed line's bank step is its autopay account (decision 239).
  const bankStep = bankAccountStep({ isCrypto: application?.isCrypto ?? false });
  const purpose = bankStep === 'AUTOPAY_ACCOUNT' ? 'AUTOPAY' : 'DISBURSE';
  return {
    to: accounts.some((a) => a.purpose === purpose) ? 'NOTE_SIGNING' : bankStep,
    changes: final,
  };
}
