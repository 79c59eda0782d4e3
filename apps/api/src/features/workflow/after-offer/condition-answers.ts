import type { ApiErrorItem } from '@lintel/domain/api/api-error';
import type { ConditionCategory } from '@lintel/domain/application/application-enums';
import {
  conditionCopy,
  CONDITION_DOCUMENT_UNKNOWN,
  CONDITION_DOCUMENT_WRONG_TYPE,
  CONDITION_DOCUMENTS_TOO_FEW,
  CONDITION_NO_UPLOAD,
  CONDITION_NOT_FOUND,
  CONDITION_NOT_OPEN,
  documentsNeeded,
  type Condition,
  type ConditionCopy,
  type ConditionDocumentsBody,
} from '@lintel/domain/application/conditions';
import type { ConditionPhoneBody } from '@lintel/domain/application/collect-additional-info';
import { normalisePhone } from '@lintel/domain/validation/phone';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/db-executor.ts';
import { identities } from '../../identity/identity-tables.ts';
import { applicationProfileDetails } from '../../applications/tables/application-after-offer.ts';
import { applicationAccounts, applicationConditions } from '../../applications/tables/application-records.ts';
import type { ActionPlan, PlanContext } from '../steps/step-module.ts';
import { conditionOwner, resolveConditions } from './conditions.ts';

export type ConditionRow = typeof applicationConditions.$inferSelect;

/**
 * Categories another flow clears once it has checked the answer: the paystub review (income, decision 113) and a
 * passed identity check (decision 184). Their documents mark them received; every other category's documents resolve it, because
 * the sandbox has no back office to review them (decision 188).
 */
export const CLEARED_BY_THEIR_FLOW: ReadonlySet<ConditionCategory> = new Set<ConditionCategory>([
  'HELOC_MANUAL_PAYSTUB_UPLOAD',
  'ID_VERIFICATION_FAILURE',
]);

/**
 * The last four digits of the latest account given (kept in clear beside the encrypted number): the payout account,
 * or a crypto-backed line's autopay account (decision 239; autopay from the payout account copies its number).
 */
async function latestAccountLast4(db: Executor, applicationId: string): Promise<string | undefined> {
  const [account] = await db
    .select({ last4: applicationAccounts.accountLast4 })
    .from(applicationAccounts)
    .where(eq(applicationAccounts.applicationId, applicationId))
    .orderBy(desc(applicationAccounts.createdAt))
    .limit(1);
  return account?.last4;
}

/**
 * The conditions of one person on the application: the borrower's own (no signer named), or one additional signer's
 * (decision 237). Neither list ever holds the other's.
 */
export function conditionsOf(
  db: Executor,
  applicationId: string,
  signerInvitationId?: string,
): Promise<ConditionRow[]> {
  return db
    .select()
    .from(applicationConditions)
    .where(and(eq(applicationConditions.applicationId, applicationId), conditionOwner(signerInvitationId)))
    .orderBy(asc(applicationConditions.createdAt));
}

/** Open conditions first (oldest first), then resolved (latest first). */
export function openFirst(rows: readonly ConditionRow[]): ConditionRow[] {
  const open = rows.filter((r) => !r.resolvedAt);
  const resolved = rows
    .filter((r) => r.resolvedAt)
    .sort((a, b) => (b.resolvedAt?.getTime() ?? 0) - (a.resolvedAt?.getTime() ?? 0));
  return [...open, ...resolved];
}

/** GET …/conditions/external-applicants: the borrower's own conditions, open first, then resolved. */
export async function listConditions(db: Executor, applicationId: string): Promise<Condition[]> {
  const rows = await conditionsOf(db, applicationId);
  const accountLast4 = rows.some((r) => r.category === 'BANK_ACCOUNT_FRAUD_REVIEW')
    ? await latestAccountLast4(db, applicationId)
    : undefined;
  return openFirst(rows).map((row) =>
    toCondition(row, conditionCopy(row.category as ConditionCategory, { accountLast4 })),
  );
}

/** One condition as its reader gets it, in the words given (the borrower's, or a signer's). */
export function toCondition(row: ConditionRow, copy: ConditionCopy): Condition {
  const category = row.category as ConditionCategory;
  return {
    uuid: row.id,
    categoryEnum: category,
    created: row.createdAt.toISOString(),
    resolved: row.resolvedAt?.toISOString() ?? null,
    title: copy.title,
    text: copy.text,
    commentsToBorrower: row.commentsToBorrower?.trim() ? row.commentsToBorrower : null,
    requestDocuments: row.requestDocuments,
    actionNeeded: !row.resolvedAt && row.actionNeeded,
    action: copy.action,
    documentTypes: [...copy.documentTypes],
    xtraData: { numDocsRequired: row.numDocsRequired },
  };
}

/**
 * PUT …/conditions/phone-number: the number (start/contact's rules) becomes the application's phone when its profile
 * is on file and the account's first phone, and MISSING_PHONE_NUMBER is resolved. Nothing to do (409) when no such
 * condition is open.
 */
export async function planConditionPhone(
  { aggregate }: PlanContext,
  body: ConditionPhoneBody,
  db: Executor,
  now: Date,
): Promise<ActionPlan | undefined> {
  const applicationId = aggregate.application.id;
  const open = (await conditionsOf(db, applicationId)).some(
    (c) => c.category === 'MISSING_PHONE_NUMBER' && !c.resolvedAt,
  );
  if (!open) return undefined;
  const phoneNumber = normalisePhone(body.phoneNumber);
  const identityId = aggregate.application.primaryIdentityId;
  return {
    audits: [{ action: 'condition.phone-number', after: { phoneNumber, category: 'MISSING_PHONE_NUMBER' } }],
    write: async (tx) => {
      await tx
        .update(applicationProfileDetails)
        .set({ phoneNumber, updatedAt: now })
        .where(eq(applicationProfileDetails.applicationId, applicationId));
      const [identity] = await tx
        .select({ phoneNumbers: identities.phoneNumbers })
        .from(identities)
        .where(eq(identities.id, identityId));
      if (identity)
        await tx
          .update(identities)
          .set({ phoneNumbers: [phoneNumber, ...identity.phoneNumbers.filter((p) => p !== phoneNumber)] })
          .where(eq(identities.id, identityId));
      await resolveConditions(tx, applicationId, 'MISSING_PHONE_NUMBER', now);
    },
  };
}

/**
 * Why documents cannot answer a condition, or undefined when they can: it must be open and take documents, and they
 * must be the answerer's own (the borrower's application documents, or the signer's own), as many as it asks for,
 * each of a type it accepts. The borrower's and a signer's answers both check here (decision 237).
 */
export function conditionAnswerProblem<C extends ConditionCategory>(
  condition: ConditionRow | undefined,
  copyOf: (category: C) => ConditionCopy,
  owned: readonly { id: string; type: string }[],
  documentUuids: readonly string[],
): ApiErrorItem | undefined {
  if (!condition) return { message: CONDITION_NOT_FOUND, field: 'conditionUuid' };
  if (condition.resolvedAt) return { message: CONDITION_NOT_OPEN, field: 'conditionUuid' };
  const copy = copyOf(condition.category as C);
  if (copy.action !== 'UPLOAD_DOCUMENT') return { message: CONDITION_NO_UPLOAD, field: 'conditionUuid' };
  const uuids = [...new Set(documentUuids)];
  const documents = uuids.map((id) => owned.find((d) => d.id === id));
  if (documents.some((d) => !d)) return { message: CONDITION_DOCUMENT_UNKNOWN, field: 'documentUuids' };
  const accepted: ReadonlySet<string> = new Set(copy.documentTypes);
  if (documents.some((d) => !accepted.has(d?.type ?? '')))
    return { message: CONDITION_DOCUMENT_WRONG_TYPE, field: 'documentUuids' };
  const needed = documentsNeeded(condition.numDocsRequired);
  if (uuids.length < needed) return { message: CONDITION_DOCUMENTS_TOO_FEW(needed), field: 'documentUuids' };
  return undefined;
}

/**
 * POST …/conditions/{conditionUuid}/documents: documents already uploaded to the application answer an open
 * condition that takes documents; there must be as many as it asks for, each of a type it accepts.
 */
export async function planConditionDocuments(
  { aggregate }: PlanContext,
  conditionUuid: string,
  body: ConditionDocumentsBody,
  db: Executor,
  now: Date,
): Promise<ActionPlan | ApiErrorItem[]> {
  const condition = (await conditionsOf(db, aggregate.application.id)).find((c) => c.id === conditionUuid);
  const problem = conditionAnswerProblem(condition, conditionCopy, aggregate.documents, body.documentUuids);
  if (problem) return [problem];
  const category = condition?.category as ConditionCategory;
  const uuids = [...new Set(body.documentUuids)];
  const resolves = !CLEARED_BY_THEIR_FLOW.has(category);
  return {
    audits: [
      {
        action: 'condition.documents',
        after: { conditionUuid, category, documents: uuids, resolved: resolves },
      },
    ],
    write: async (tx) => {
      await tx
        .update(applicationConditions)
        .set({ actionNeeded: false, ...(resolves ? { resolvedAt: now } : {}) })
        .where(and(eq(applicationConditions.id, conditionUuid), isNull(applicationConditions.resolvedAt)));
    },
    answer: { resolved: resolves },
  };
}
