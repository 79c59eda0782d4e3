import { queryOptions, useQuery } from '@tanstack/react-query';
import { offersResponseSchema } from '@lintel/domain/application/offer';
import { getAnswer } from '../../../lib/early-answers.ts';
import { offersPath, offersQueryKey } from './application-requests.ts';

export const offersQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: offersQueryKey(uuid),
    queryFn: ({ client, signal }) =>
      getAnswer(client, offersPath(uuid), offersResponseSchema, signal).then((b) => b.offers),
  });

export function useOffers(uuid: string) {
  return useQuery(offersQueryOptions(uuid));
}
