import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  additionalInfoViewSchema,
  type CollectAdditionalInfoBody,
} from '@lintel/domain/application/collect-additional-info';
import { parseServerStep } from '@lintel/domain/server-steps/server-step';
import { apiClient } from '../../../lib/api-client.ts';

const additionalInfoPath = (uuid: string) =>
  `/service-application/api/v3/application/heloc/${encodeURIComponent(uuid)}/additional-info`;

const stepAnswer = z.pipe(
  z.object({ step: z.unknown() }),
  z.transform((body) => parseServerStep(body.step)),
);

export const additionalInfoQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['application', uuid, 'additional-info'] as const,
    queryFn: ({ signal }) => apiClient.get(additionalInfoPath(uuid), additionalInfoViewSchema, { signal }),
  });

/** What is on file for start/profile and start/contact (GET …/additional-info; the SSN only as hasSsn). */
export function useAdditionalInfo(uuid: string) {
  return useQuery(additionalInfoQueryOptions(uuid));
}

/**
 * PUT …/additional-info with both pages' answers: COLLECT_ADDITIONAL_INFO -> HMDA. Afterwards the step starts a
 * fresh poll budget, the rest of the application is refetched and the router guard moves on.
 */
export function useSubmitAdditionalInfo(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CollectAdditionalInfoBody) =>
      apiClient.put(additionalInfoPath(uuid), body, stepAnswer),
    onSuccess: async () => {
      await queryClient.resetQueries({ queryKey: ['application', uuid, 'server-step'] });
      await queryClient.invalidateQueries({ queryKey: ['application', uuid] });
    },
  });
}
