import { queryOptions, useQuery } from '@tanstack/react-query';
import { allApplications } from '@lintel/domain/api/endpoints/applications';
import type { Application } from '@lintel/domain/application/application';
import { apiClient } from '../../../lib/api-client.ts';

/** The applications `identityUuid` signs (listed in helocSigners), not the ones it applied for itself. */
export function signedApplications(
  applications: readonly Application[],
  identityUuid: string,
): Application[] {
  return applications.filter((application) =>
    (application.helocSigners ?? []).some((signer) => signer.identityUuid === identityUuid),
  );
}

export const signerApplicationsQueryOptions = () =>
  queryOptions({
    // The dashboard caches the same answer under its own key; sharing it would couple the two features.
    queryKey: ['signer', 'applications'],
    queryFn: ({ signal }) => apiClient.call(allApplications, { signal }),
  });

export function useSignerApplications() {
  return useQuery(signerApplicationsQueryOptions());
}
