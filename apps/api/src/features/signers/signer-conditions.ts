import type { Condition } from '@lintel/domain/application/conditions';
import {
  isSignerConditionCategory,
  signerConditionCopy,
  type SignerConditionCategory,
} from '@lintel/domain/signers/signer-conditions';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/db-executor.ts';
import { applicationConditions } from '../applications/tables/application-records.ts';
import {
  conditionsOf,
  openFirst,
  toCondition,
  type ConditionRow,
} from '../workflow/after-offer/condition-answers.ts';
import type { InvitationRow } from './invitation-service.ts';

/** The words of a signer's condition; a category no signer is raised (the database refuses one) reads as generic. */
export function signerCopyOf(category: string) {
  return signerConditionCopy(
    isSignerConditionCategory(category) ? category : ('GENERIC_DOCUMENT_REQUEST' satisfies SignerConditionCategory),
  );
}

/** The signer's own conditions (decision 237), never the borrower's nor another signer's. */
export function signerConditionRows(db: Executor, row: InvitationRow): Promise<ConditionRow[]> {
  return conditionsOf(db, row.applicationId, row.id);
}

/** GET …/heloc-signer/applications/{uuid}/conditions: open first, then resolved, in the signer's words. */
export async function listSignerConditions(db: Executor, row: InvitationRow): Promise<Condition[]> {
  return openFirst(await signerConditionRows(db, row)).map((c) => toCondition(c, signerCopyOf(c.category)));
}

/** The signer's open identity condition (a failed check, or the back office's), newest first. */
export async function openIdentityCondition(db: Executor, row: InvitationRow): Promise<ConditionRow | undefined> {
  const rows = await signerConditionRows(db, row);
  return rows.filter((c) => !c.resolvedAt && c.category === 'ID_VERIFICATION_FAILURE').at(-1);
}

/** The document types the signer's open conditions ask for: what their upload call takes beside ID photos. */
export async function typesAskedOf(db: Executor, row: InvitationRow): Promise<ReadonlySet<string>> {
  const rows = await signerConditionRows(db, row);
  return new Set(rows.filter((c) => !c.resolvedAt).flatMap((c) => [...signerCopyOf(c.category).documentTypes]));
}

/**
 * How many open conditions wait on each signer (those they have answered, now under review, do not): their landing's
 * next action, and what the borrower is told the application waits on.
 */
export async function openConditionCounts(
  db: Executor,
  invitationIds: readonly string[],
): Promise<ReadonlyMap<string, number>> {
  if (invitationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: applicationConditions.signerInvitationId, n: count() })
    .from(applicationConditions)
    .where(
      and(
        inArray(applicationConditions.signerInvitationId, [...invitationIds]),
        isNull(applicationConditions.resolvedAt),
        // actionNeeded: answered conditions wait on the lender, not the signer.
        eq(applicationConditions.actionNeeded, true),
      ),
    )
    .groupBy(applicationConditions.signerInvitationId);
  return new Map(rows.map((r) => [r.id ?? '', r.n]));
}
