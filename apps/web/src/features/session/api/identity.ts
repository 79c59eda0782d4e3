import { queryOptions, useQuery } from '@tanstack/react-query';
import { identityV1, identityV1_1 } from '@lintel/domain/api/endpoints/identity';
import type { Identity } from '@lintel/domain/identity/identity';
import { apiClient } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { identityQueryKey } from './identity-key.ts';

/** Spec 001 §7: "When both identity lookups fail, the user is treated as 'User not found'." */
export const USER_NOT_FOUND = 'User not found';

function sessionEnded(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

export async function fetchIdentity(signal?: AbortSignal): Promise<Identity> {
  try {
    return await apiClient.call(identityV1, { signal });
  } catch (first) {
    // An ended session has already sent the browser to login, and a cancelled query wants no answer: no fallback.
    if (sessionEnded(first) || signal?.aborted) throw first;
    try {
      return await apiClient.call(identityV1_1, { signal });
    } catch {
      throw new Error(USER_NOT_FOUND);
    }
  }
}

export const identityQueryOptions = () =>
  queryOptions({ queryKey: identityQueryKey, queryFn: ({ signal }) => fetchIdentity(signal) });

export function useIdentity() {
  return useQuery(identityQueryOptions());
}

/** How the shell names a person: their name when known, else their email. */
export function displayName(identity: Identity): string {
  const name = identity.name ? `${identity.name.firstName} ${identity.name.lastName}`.trim() : '';
  return name || identity.email;
}
