import { randomUUID } from 'node:crypto';
import type { ApiErrorItem } from '@lintel/domain/api/api-error';
import type { ACCEPTED_DOCUMENT_CONTENT_TYPES } from '@lintel/domain/application/documents';
import {
  DOCUMENT_EMPTY,
  DOCUMENT_TYPE_NOT_UPLOADABLE,
  isUploadableDocumentType,
  type UploadedDocument,
} from '@lintel/domain/application/documents';
import { desc, eq } from 'drizzle-orm';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import {
  applicationDocumentFiles,
  applicationIncomeVerifications,
} from '../../applications/tables/application-after-offer.ts';
import { applicationDocuments } from '../../applications/tables/application-records.ts';
import type { Executor } from '../../../platform/db/db-executor.ts';
import { SERVER_STEPS } from '@lintel/domain/server-steps/server-step';
import { isFinalStep } from '../steps/transitions.ts';
import type { ActionContext, ActionPlan } from './after-offer-action.ts';

type AcceptedType = (typeof ACCEPTED_DOCUMENT_CONTENT_TYPES)[number];

/** Any open step: documents are asked for by conditions at any time, not only on the step's own page. */
export const UPLOAD_STEPS: readonly ServerStep[] = SERVER_STEPS.filter((s) => !isFinalStep(s));

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
  { aggregate, current, actor }: ActionContext,
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
