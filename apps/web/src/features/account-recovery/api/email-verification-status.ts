import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  emailVerificationStatus,
  resendEmailVerification,
} from '@lintel/domain/api/endpoints/email-verification';
import { apiClient } from '../../../lib/api-client.ts';

const statusKey = ['identity', 'email-verification'] as const;

const statusOptions = () =>
  queryOptions({
    queryKey: statusKey,
    queryFn: ({ signal }) => apiClient.call(emailVerificationStatus, { signal }),
  });

export function useEmailVerificationStatus() {
  return useQuery(statusOptions());
}

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.call(resendEmailVerification, { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}
