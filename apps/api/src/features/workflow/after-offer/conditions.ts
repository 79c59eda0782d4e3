import { randomUUID } from 'node:crypto';
import type { ConditionCategory } from '@lintel/domain/application/application-enums';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/db-executor.ts';
import { applicationConditions } from '../../applications/tables/application-records.ts';

export interface NewCondition {
  category: ConditionCategory;
  /**
   * A person's note to the borrower about this one condition. The category's own words come from the domain
   * (conditionCopy, decision 188), so a raiser that has nothing more to say leaves this out.
   */
  commentsToBorrower?: string;
  notes?: string;
  requestDocuments?: boolean;
  numDocsRequired?: number;
  /** The additional signer it is raised against (decision 237); the borrower's own when left out. */
  signerInvitationId?: string;
}

/** Whose conditions: one signer's, or the borrower's own (no signer), so neither side's clears the other's. */
export function conditionOwner(signerInvitationId: string | undefined): SQL {
  return signerInvitationId
    ? eq(applicationConditions.signerInvitationId, signerInvitationId)
    : isNull(applicationConditions.signerInvitationId);
}

/**
 * Raises a condition unless one of the same category is still open for the same person (a retried action must not
 * pile them up).
 */
export async function raiseCondition(
  tx: Transaction,
  applicationId: string,
  condition: NewCondition,
  now: Date,
): Promise<void> {
  const [open] = await tx
    .select({ id: applicationConditions.id })
    .from(applicationConditions)
    .where(
      and(
        eq(applicationConditions.applicationId, applicationId),
        eq(applicationConditions.category, condition.category),
        isNull(applicationConditions.resolvedAt),
        conditionOwner(condition.signerInvitationId),
      ),
    );
  if (open) return;
  await tx.insert(applicationConditions).values({
    id: randomUUID(),
    applicationId,
    category: condition.category,
    commentsToBorrower: condition.commentsToBorrower ?? null,
    notes: condition.notes ?? null,
    requestDocuments: condition.requestDocuments ?? false,
    numDocsRequired: condition.numDocsRequired ?? 0,
    signerInvitationId: condition.signerInvitationId ?? null,
    createdAt: now,
  });
}

/**
 * A bank account the verification refused (at once or after its review): the bank-fraud review, asking for one
 * document (a statement). `reason` is the provider's, kept in the notes the borrower never reads.
 */
export function raiseBankFraudReview(
  tx: Transaction,
  applicationId: string,
  reason: string | null | undefined,
  now: Date,
): Promise<void> {
  return raiseCondition(
    tx,
    applicationId,
    {
      category: 'BANK_ACCOUNT_FRAUD_REVIEW',
      ...(reason ? { notes: reason } : {}),
      requestDocuments: true,
      numDocsRequired: 1,
    },
    now,
  );
}

/**
 * Marks the open conditions of a category resolved (e.g. the paystub review cleared the paystub condition): the
 * borrower's own, or one signer's when named.
 */
export async function resolveConditions(
  tx: Transaction,
  applicationId: string,
  category: ConditionCategory,
  now: Date,
  signerInvitationId?: string,
): Promise<void> {
  await tx
    .update(applicationConditions)
    .set({ resolvedAt: now, actionNeeded: false })
    .where(
      and(
        eq(applicationConditions.applicationId, applicationId),
        eq(applicationConditions.category, category),
        isNull(applicationConditions.resolvedAt),
        conditionOwner(signerInvitationId),
      ),
    );
}
