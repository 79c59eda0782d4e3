import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passwordLogin } from '@lintel/domain/api/endpoints/identity';
import type { LoginRequest } from '@lintel/domain/identity/identity';
import { apiClient } from '../../../lib/api-client.ts';
import { writeToken } from '../../../lib/session-token.ts';
import { identityQueryKey } from './identity-key.ts';

export function login(credentials: LoginRequest) {
  // A 401 here means wrong credentials, shown on the form; it must not bounce the visitor to the login page.
  return apiClient.call(passwordLogin, { body: credentials, skipAuthRedirect: true });
}

/** Spec 001 §7: POST /identity/api/v1/login answers a jwt, "stored as jwt". */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async ({ jwt }) => {
      writeToken(jwt);
      // Whoever was cached before belongs to another session.
      await queryClient.resetQueries({ queryKey: identityQueryKey });
    },
  });
}
