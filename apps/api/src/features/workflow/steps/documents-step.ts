import { listDocuments, uploadDocument } from '@lintel/domain/api/endpoints/after-offer-actions';
import {
  listDocuments as documentsOf,
  planUploadRequest,
  screenUpload,
  UPLOAD_STEPS,
} from '../after-offer/documents.ts';
import { defineStepModule, stepAction, stepRead } from './step-module.ts';

/**
 * Documents at any open step (income/upload/{type}, identity, conditions/upload-document): the file's bytes are
 * screened first (413, 415), then stored; the last paystub a partial income check asked for starts its review.
 */
export const documentsStep = defineStepModule({
  name: 'documents',
  moves: { INCOME_VERIFICATION: ['WAITING_FOR_INCOME'] },
  reads: [
    stepRead(listDocuments, async ({ deps, access }) => ({
      documents: await documentsOf(deps.db, access.id),
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
