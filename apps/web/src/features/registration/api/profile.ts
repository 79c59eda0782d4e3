import { queryOptions } from '@tanstack/react-query';
import { signedInProfile } from '@lintel/domain/api/endpoints/service-profile';
import { apiClient } from '../../../lib/api-client.ts';

/** Spec 000 §7: "when authenticated; prefills email". */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['registration', 'profile'],
    queryFn: ({ signal }) => apiClient.call(signedInProfile, { signal }),
  });
