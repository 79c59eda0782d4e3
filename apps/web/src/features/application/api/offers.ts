import { queryOptions, useQuery } from '@tanstack/react-query';
import { offers } from '@lintel/domain/api/endpoints/applications';
import { getEndpointAnswer } from '../../../lib/early-answers.ts';
import { offersQueryKey } from './application-requests.ts';

export const offersQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: offersQueryKey(uuid),
    queryFn: async ({ client, signal }) => (await getEndpointAnswer(client, offers, { uuid }, signal)).offers,
  });

export function useOffers(uuid: string) {
  return useQuery(offersQueryOptions(uuid));
}
