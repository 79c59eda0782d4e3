import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  acceptClosingDisclosure,
  cancelInRescission,
  closingDocumentFile,
  closingDocuments,
  closingStatus,
  confirmInsurance,
  signNote,
} from '@lintel/domain/api/endpoints/closing-actions';
import { apiClient } from '../../../lib/api-client.ts';
import { useStepAction } from '../../../lib/step-action.ts';

/** GET …/closing/documents: the package, each with its SHA-256 and whether the borrower signed it (decision 190). */
export function useClosingDocuments(uuid: string) {
  return useQuery(
    queryOptions({
      queryKey: ['application', uuid, 'closing-documents'] as const,
      queryFn: ({ signal }) => apiClient.call(closingDocuments, { params: { uuid }, signal }),
    }),
  );
}

/** GET …/closing: envelope, notary session, rescission and funding (every part null until it exists). */
export function useClosingView(uuid: string) {
  return useQuery(
    queryOptions({
      queryKey: ['application', uuid, 'closing'] as const,
      queryFn: ({ signal }) => apiClient.call(closingStatus, { params: { uuid }, signal }),
    }),
  );
}

/**
 * One document's PDF as a Blob (the API client hands PDFs back unparsed), keyed by its hash: a document that changed
 * is fetched again, one that did not comes from the cache.
 */
export function useClosingDocumentFile(uuid: string, documentId: string, sha256: string) {
  return useQuery(
    queryOptions({
      queryKey: ['application', uuid, 'closing-document', documentId, sha256] as const,
      queryFn: ({ signal }) =>
        apiClient.call(closingDocumentFile, {
          params: { uuid, documentId },
          query: {},
          signal,
        }) as unknown as Promise<Blob>,
      staleTime: Infinity,
    }),
  );
}

/** POST …/closing/accept: CLOSING_DISCLOSURE_GENERATED -> NOTE_SIGNING. */
export function useAcceptClosing(uuid: string) {
  return useStepAction(acceptClosingDisclosure, uuid);
}

/** POST …/signing/sign: NOTE_SIGNING -> NOTARY_DISCLOSURE. */
export function useSignNote(uuid: string) {
  return useStepAction(signNote, uuid);
}

/** POST …/rescission/cancel: RESCISSION -> CANCELLED. */
export function useCancelRescission(uuid: string) {
  return useStepAction(cancelInRescission, uuid);
}


/** POST …/closing/insurance: names the uploaded PROOF_OF_INSURANCE; the step stays (decision 115). */
export function useConfirmInsurance(uuid: string) {
  return useStepAction(confirmInsurance, uuid);
}
