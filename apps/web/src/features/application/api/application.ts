import { queryOptions, useQuery } from '@tanstack/react-query';
import { application } from '@lintel/domain/api/endpoints/applications';
import { getEndpointAnswer } from '../../../lib/early-answers.ts';
import { applicationQueryKey } from './application-requests.ts';

export const applicationQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: applicationQueryKey(uuid),
    queryFn: ({ client, signal }) => getEndpointAnswer(client, application, { uuid }, signal),
  });

export function useApplication(uuid: string) {
  return useQuery(applicationQueryOptions(uuid));
}
