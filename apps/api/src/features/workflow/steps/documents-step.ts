import { listDocuments, uploadDocument } from '@lintel/domain/api/endpoints/document-actions';
import {
  listDocumentRequests,
  listDocuments as documentsOf,
  planUploadRequest,
  screenUpload,
  UPLOAD_STEPS,
} from '../after-offer/documents.ts';
import { defineStepModule, stepAction, stepRead } from './step-module.ts';

/**
 * Documents at any open step (income/upload/{type}, identity, documents): the file's bytes are screened first
 * (400, 413, 415), then stored; the last paystub a partial income check asked for starts its review. The list
 * answers what was sent and when, and what is still asked for.
 */
export const documentsStep = defineStepModule({
  name: 'documents',
  moves: { INCOME_VERIFICATION: ['WAITING_FOR_INCOME'] },
  reads: [
    stepRead(listDocuments, async ({ deps, access }) => ({
      documents: await documentsOf(deps.db, access.id),
      requests: await listDocumentRequests(deps.db, access.id),
    })),
  ],
  actions: [
    stepAction(uploadDocument, {
      from: UPLOAD_STEPS,
      aggregate: true,
      screen: screenUpload,
      plan: planUploadRequest,
    }),
  ],
});
