import type { creditStop } from '@lintel/domain/api/endpoints/credit-actions';
import type { CreditStop } from '@lintel/domain/application/credit-retry';
import { eq } from 'drizzle-orm';
import { applications } from '../../applications/tables/application-table.ts';
import { notAtThisStep, type ReadContext } from '../steps/step-module.ts';

/**
 * The bureau our soft pulls go to, as the borrower must contact it to lift a freeze or lock. The sandbox bureau's
 * name is the one its reports carry; a real deployment names its bureau here (decision 106).
 */
export const SOFT_PULL_BUREAU: CreditStop['bureau'] = {
  name: 'Sandbox Credit Bureau',
  phone: '(800) 555-0142',
};

/** Why the soft pull stopped (credit/error, review-app/incorrect-pin), so the page can say what to do. */
export async function creditStopAnswer({ deps, access, reply }: ReadContext<typeof creditStop>) {
  const [row] = await deps.db
    .select({ withPin: applications.creditFrozenWithPin })
    .from(applications)
    .where(eq(applications.id, access.id));
  const reason = stopReason(access.serverStep, Boolean(row?.withPin));
  if (!reason) return notAtThisStep(reply);
  return { reason, bureau: SOFT_PULL_BUREAU };
}

function stopReason(step: string, withPin: boolean): CreditStop['reason'] | undefined {
  if (step === 'CREDIT_FROZEN') return withPin ? 'FROZEN_WITH_PIN' : 'FROZEN';
  if (step === 'CREDIT_LOCKED') return 'LOCKED';
  if (step === 'CREDIT_INCORRECT_PIN') return 'INCORRECT_PIN';
  return undefined;
}
