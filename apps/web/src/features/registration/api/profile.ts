import { queryOptions } from '@tanstack/react-query';
import { profileSchema } from '@lintel/domain/identity/identity';
import { apiClient } from '../../../lib/api-client.ts';

export const PROFILE_PATH = '/service-profile/api/v1/profile';

/** Spec 000 §7: "when authenticated; prefills email". */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['registration', 'profile'],
    queryFn: ({ signal }) => apiClient.get(PROFILE_PATH, profileSchema, { signal }),
  });
