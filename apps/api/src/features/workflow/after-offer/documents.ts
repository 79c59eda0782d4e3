import { randomUUID } from 'node:crypto';
import type { uploadDocument } from '@lintel/domain/api/endpoints/document-actions';
import {
  DOCUMENT_TYPE_NOT_UPLOADABLE,
  isUploadableDocumentType,
  type DocumentRequest,
  type UploadedDocument,
} from '@lintel/domain/application/documents';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../platform/db/db-executor.ts';
import { postgresFileStore } from '../../../platform/storage/postgres-file-store.ts';
import { applicationIncomeVerifications } from '../../applications/tables/application-after-offer.ts';
import {
  applicationConditions,
  applicationDocuments,
} from '../../applications/tables/application-records.ts';
import { OPEN_STEPS } from '../steps/server-steps.ts';
import type { ActionPlan, LoadedActionContext, Refusal } from '../steps/step-module.ts';
import { inspectUpload, type Inspection } from './uploads/inspect-upload.ts';
import { uploadAllowance } from './uploads/upload-allowance.ts';

/** Any open step: documents are asked for by conditions at any time, not only on the step's own page. */
export const UPLOAD_STEPS: readonly ServerStep[] = OPEN_STEPS;

type Accepted = Extract<Inspection, { ok: true }>;
/** The screen's verdict, kept for the plan so a PDF is parsed once per request. */
const inspected = new WeakMap<FastifyRequest, Accepted>();

/** The upload's bytes: the raw body (uploads are parsed as a buffer whatever their Content-Type); none sent, undefined. */
function bytesOf(request: FastifyRequest): Buffer | undefined {
  return Buffer.isBuffer(request.body) ? request.body : undefined;
}

/**
 * Refuses a bad upload before the step is checked (after the access rule, so a stranger learns nothing about the
 * file rules of an application they cannot see): a type that cannot be uploaded, then the file itself
 * (inspect-upload.ts: missing, empty, over 10 MB, not a PDF, JPEG or PNG, not what it says, damaged, scripted).
 */
export async function screenUpload(request: FastifyRequest): Promise<Refusal | undefined> {
  const { type } = request.params as { type: string };
  if (!isUploadableDocumentType(type))
    return { status: 400, errors: [{ message: DOCUMENT_TYPE_NOT_UPLOADABLE, field: 'type' }] };
  const inspection = await inspectUpload(bytesOf(request), request.headers['content-type']);
  if (!inspection.ok) return inspection;
  inspected.set(request, inspection);
  return undefined;
}

/** `paystub-2.pdf`: the server's name for the file, from its type and how many of that type came before. */
export function serverFileName(type: string, earlier: number, extension: string): string {
  return `${type.toLowerCase().replace(/_/g, '-')}-${earlier + 1}.${extension}`;
}

/** The name on the borrower's device without any folder part (some browsers send a path), or undefined. */
export function originalNameOf(fileName: string | undefined): string | undefined {
  const base = fileName?.split(/[\\/]/).pop()?.trim();
  return base ? base : undefined;
}

/**
 * PUT …/documents/{type}: stores the screened file. Its row and its bytes are written in one transaction (object
 * storage: the object is removed again if the transaction fails), so a refused or failed upload keeps nothing. The
 * last paystub a PARTIAL income check asked for moves INCOME_VERIFICATION to WAITING_FOR_INCOME, where the review
 * job runs; any other upload keeps the step.
 */
export async function planUploadRequest(
  context: LoadedActionContext<typeof uploadDocument>,
): Promise<ActionPlan> {
  const { params, query, request, deps, aggregate, actor } = context;
  const file = inspected.get(request);
  const bytes = bytesOf(request);
  if (!file || !bytes) throw new Error('planUploadRequest: the upload was not screened');
  const files = deps.files ?? postgresFileStore;
  const a = aggregate.application;
  const now = deps.clock.now();
  const id = randomUUID();
  const key = `applications/${a.id}/documents/${id}`;
  const earlier = aggregate.documents.filter((d) => d.type === params.type).length;
  const originalName = originalNameOf(query.fileName);
  await uploadAllowance(deps.db, { applicationId: a.id }, now, bytes.length);
  const document: UploadedDocument = {
    uuid: id,
    type: params.type,
    fileName: serverFileName(params.type, earlier, file.extension),
    ...(originalName ? { originalName } : {}),
    contentType: file.contentType,
    sizeBytes: bytes.length,
    createdAt: now.toISOString(),
  };
  return {
    to: await paystubMove(context, earlier),
    audits: [{ action: 'document.uploaded', after: { ...document, storage: files.kind } }],
    write: async (tx) => {
      await tx.insert(applicationDocuments).values({
        id,
        applicationId: a.id,
        type: document.type,
        fileName: document.fileName,
        originalFileName: originalName ?? null,
        contentType: document.contentType,
        sizeBytes: document.sizeBytes,
        storageKey: key,
        uploadedBy: actor.id ?? null,
        createdAt: now,
      });
      await files.put(tx, key, { bytes, contentType: file.contentType });
    },
    undo: () => files.remove(deps.db, key),
    answer: { document },
  };
}

/** WAITING_FOR_INCOME once the paystubs the last PARTIAL check asked for are all in; otherwise the step stays. */
async function paystubMove(
  { params, current, aggregate, deps }: LoadedActionContext<typeof uploadDocument>,
  earlierPaystubs: number,
): Promise<ServerStep | undefined> {
  const a = aggregate.application;
  if (
    params.type !== 'PAYSTUB' ||
    current !== 'INCOME_VERIFICATION' ||
    !a.manualPaystubUpload ||
    a.manualPaystubTasksComplete
  )
    return undefined;
  const [check] = await deps.db
    .select({ required: applicationIncomeVerifications.paystubsRequired })
    .from(applicationIncomeVerifications)
    .where(eq(applicationIncomeVerifications.applicationId, a.id))
    .orderBy(desc(applicationIncomeVerifications.createdAt))
    .limit(1);
  return earlierPaystubs + 1 >= Math.max(1, check?.required ?? 1) ? 'WAITING_FOR_INCOME' : undefined;
}

/** The documents of an application, oldest first (metadata only). */
export async function listDocuments(db: Executor, applicationId: string): Promise<UploadedDocument[]> {
  const rows = await db
    .select()
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, applicationId))
    .orderBy(applicationDocuments.createdAt);
  return rows.map((r) => ({
    uuid: r.id,
    type: r.type,
    fileName: r.fileName,
    ...(r.originalFileName ? { originalName: r.originalFileName } : {}),
    contentType: r.contentType,
    sizeBytes: r.sizeBytes,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The open conditions that ask the borrower for documents, oldest first. */
export async function listDocumentRequests(db: Executor, applicationId: string): Promise<DocumentRequest[]> {
  const rows = await db
    .select()
    .from(applicationConditions)
    .where(
      and(
        eq(applicationConditions.applicationId, applicationId),
        eq(applicationConditions.requestDocuments, true),
        isNull(applicationConditions.resolvedAt),
        // The borrower's own: a signer's requests are answered in the signer's area (decision 237).
        isNull(applicationConditions.signerInvitationId),
      ),
    )
    .orderBy(applicationConditions.createdAt);
  return rows.map((r) => ({
    uuid: r.id,
    category: r.category as DocumentRequest['category'],
    commentsToBorrower: r.commentsToBorrower ?? '',
    numDocsRequired: r.numDocsRequired,
    created: r.createdAt.toISOString(),
  }));
}
