import { queryOptions, useQuery } from '@tanstack/react-query';
import { summaryDisclosure } from '@lintel/domain/api/endpoints/submission-actions';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * The line's figures (the summary disclosure read, cached under the key start/app-summary uses) for the first
 * payment of a funded line. Apart from closing.ts so the signing pages do not carry the after-offer schemas.
 */
export function useLineSummary(uuid: string) {
  return useQuery(
    queryOptions({
      queryKey: ['application', uuid, 'summary-disclosure'] as const,
      queryFn: ({ signal }) => apiClient.call(summaryDisclosure, { params: { uuid }, signal }),
    }),
  );
}
