import { randomUUID } from 'node:crypto';
import type { ApiErrorItem } from '@lintel/domain/api/api-error';
import type { ACCEPTED_DOCUMENT_CONTENT_TYPES } from '@lintel/domain/application/documents';
import type { uploadDocument } from '@lintel/domain/api/endpoints/after-offer-actions';
import {
  DOCUMENT_EMPTY,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_NOT_UPLOADABLE,
  DOCUMENT_TYPE_UNSUPPORTED,
  isUploadableDocumentType,
  MAX_DOCUMENT_BYTES,
  type UploadedDocument,
} from '@lintel/domain/application/documents';
import type { FastifyRequest } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import {
  applicationDocumentFiles,
  applicationIncomeVerifications,
} from '../../applications/tables/application-after-offer.ts';
import { applicationDocuments } from '../../applications/tables/application-records.ts';
import type { Executor } from '../../../platform/db/db-executor.ts';
import { OPEN_STEPS } from '../steps/server-steps.ts';
import type { ActionPlan, LoadedActionContext, PlanContext, Refusal } from '../steps/step-module.ts';

type AcceptedType = (typeof ACCEPTED_DOCUMENT_CONTENT_TYPES)[number];

/** Any open step: documents are asked for by conditions at any time, not only on the step's own page. */
export const UPLOAD_STEPS: readonly ServerStep[] = OPEN_STEPS;

const SIGNATURES: Record<AcceptedType, (bytes: Buffer) => boolean> = {
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
};

/** The declared content type when it is one we take and the file's leading bytes agree with it. */
export function acceptedContentType(header: string | undefined, bytes: Buffer): AcceptedType | undefined {
  const declared = (header ?? '').split(';')[0]?.trim().toLowerCase() as AcceptedType;
  const matches = SIGNATURES[declared];
  return matches && matches(bytes) ? declared : undefined;
}

/** The upload's bytes: the raw body (uploads are parsed as a buffer whatever their Content-Type). */
function bytesOf(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}

/**
 * What the file's bytes say before the step is checked (after the access rule, so a stranger learns nothing about
 * the file rules of an application they cannot see): 413 over 10 MB, 415 unless a PDF, JPEG or PNG.
 */
export function screenUpload(request: FastifyRequest): Refusal | undefined {
  const bytes = bytesOf(request);
  if (bytes.length > MAX_DOCUMENT_BYTES) return { status: 413, errors: [{ message: DOCUMENT_TOO_LARGE }] };
  if (bytes.length > 0 && !acceptedContentType(request.headers['content-type'], bytes))
    return { status: 415, errors: [{ message: DOCUMENT_TYPE_UNSUPPORTED }] };
  return undefined;
}

/** PUT …/documents/{type}: the file of the request, then `planUpload`. */
export function planUploadRequest(context: LoadedActionContext<typeof uploadDocument>) {
  const { params, query, request, deps } = context;
  const bytes = bytesOf(request);
  const upload: Upload = {
    type: params.type,
    fileName: query.fileName ?? params.type.toLowerCase(),
    contentType: acceptedContentType(request.headers['content-type'], bytes) ?? 'application/pdf',
    bytes,
  };
  return planUpload(context, upload, deps.db, deps.clock.now());
}

export interface Upload {
  type: string;
  fileName: string;
  contentType: AcceptedType;
  bytes: Buffer;
}

/**
 * Stores an upload (metadata + bytes in one transaction). The last paystub a PARTIAL income check asked for moves
 * INCOME_VERIFICATION to WAITING_FOR_INCOME, where the review job runs; any other upload keeps the step.
 */
export async function planUpload(
  { aggregate, current, actor }: PlanContext,
  upload: Upload,
  db: Executor,
  now: Date,
): Promise<ActionPlan | ApiErrorItem[]> {
  if (!isUploadableDocumentType(upload.type))
    return [{ message: DOCUMENT_TYPE_NOT_UPLOADABLE, field: 'type' }];
  if (upload.bytes.length === 0) return [{ message: DOCUMENT_EMPTY, field: 'file' }];
  const a = aggregate.application;
  const id = randomUUID();
  const document: UploadedDocument = {
    uuid: id,
    type: upload.type,
    fileName: upload.fileName,
    contentType: upload.contentType,
    sizeBytes: upload.bytes.length,
    createdAt: now.toISOString(),
  };
  let to: ServerStep | undefined;
  if (
    upload.type === 'PAYSTUB' &&
    current === 'INCOME_VERIFICATION' &&
    a.manualPaystubUpload &&
    !a.manualPaystubTasksComplete
  ) {
    const [check] = await db
      .select({ required: applicationIncomeVerifications.paystubsRequired })
      .from(applicationIncomeVerifications)
      .where(eq(applicationIncomeVerifications.applicationId, a.id))
      .orderBy(desc(applicationIncomeVerifications.createdAt))
      .limit(1);
    const have = aggregate.documents.filter((d) => d.type === 'PAYSTUB').length + 1;
    if (have >= Math.max(1, check?.required ?? 1)) to = 'WAITING_FOR_INCOME';
  }
  return {
    to,
    audits: [{ action: 'document.uploaded', after: { ...document } }],
    write: async (tx) => {
      await tx.insert(applicationDocuments).values({
        id,
        applicationId: a.id,
        type: upload.type,
        fileName: upload.fileName,
        contentType: upload.contentType,
        sizeBytes: upload.bytes.length,
        storageKey: `db:application_document_files/${id}`,
        uploadedBy: actor.id ?? null,
        createdAt: now,
      });
      await tx.insert(applicationDocumentFiles).values({ documentId: id, content: upload.bytes });
    },
    answer: { document },
  };
}

/** The documents of an application, newest last (metadata only). */
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
    contentType: r.contentType,
    sizeBytes: r.sizeBytes,
    createdAt: r.createdAt.toISOString(),
  }));
}
