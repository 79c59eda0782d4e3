import { queryOptions, useQuery } from '@tanstack/react-query';
import { offersPath, offersResponseSchema } from '@lintel/domain/application/offer';
import { apiClient } from '../../../lib/api-client.ts';

export const offersQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['application', uuid, 'offers'],
    queryFn: ({ signal }) =>
      apiClient.get(offersPath(uuid), offersResponseSchema, { signal }).then((b) => b.offers),
  });

export function useOffers(uuid: string) {
  return useQuery(offersQueryOptions(uuid));
}
