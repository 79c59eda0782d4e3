import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationSchema } from '@lintel/domain/application/application';
import { getAnswer } from '../../../lib/early-answers.ts';
import { applicationPath, applicationQueryKey } from './application-requests.ts';

export const applicationQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: applicationQueryKey(uuid),
    queryFn: ({ client, signal }) => getAnswer(client, applicationPath(uuid), applicationSchema, signal),
  });

export function useApplication(uuid: string) {
  return useQuery(applicationQueryOptions(uuid));
}
