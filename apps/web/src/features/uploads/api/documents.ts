import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { listDocuments, uploadDocument } from '@lintel/domain/api/endpoints/document-actions';
import type { UploadedDocument } from '@lintel/domain/application/documents';
import { useCallback } from 'react';
import type { SendFile } from '../../../components/upload/use-file-queue.ts';
import { apiClient } from '../../../lib/api-client.ts';

// The step's query, as lib/step-action.ts names it: an upload may move the step as any action does.
const stepKey = (uuid: string) => ['application', uuid, 'server-step'] as const;

export const documentsQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['application', uuid, 'documents'] as const,
    queryFn: ({ signal }) => apiClient.call(listDocuments, { params: { uuid }, signal }),
  });

/** What was sent and when, and what is still asked for (GET …/documents). */
export function useDocuments(uuid: string) {
  return useQuery(documentsQueryOptions(uuid));
}

/**
 * Sends one file as a document of `type` (PUT …/documents/{type}, the file as the body, with progress). Afterwards
 * the application is stale like after any step action: the last paystub moves the step on, so the step's poll
 * starts afresh and the router guard follows.
 */
export function useSendDocument(uuid: string, type: string): SendFile {
  const queryClient = useQueryClient();
  return useCallback(
    async (file, contentType, onProgress, signal): Promise<UploadedDocument> => {
      const answer = await apiClient.upload(uploadDocument, {
        params: { uuid, type },
        query: { fileName: file.name.slice(-200) },
        file,
        contentType,
        onProgress,
        signal,
      });
      await queryClient.invalidateQueries({ queryKey: ['application', uuid, 'documents'] });
      if (answer.step !== queryClient.getQueryData<string>(stepKey(uuid))) {
        await queryClient.resetQueries({ queryKey: stepKey(uuid) });
        await queryClient.invalidateQueries({ queryKey: ['application', uuid] });
      }
      return answer.document;
    },
    [queryClient, uuid, type],
  );
}
