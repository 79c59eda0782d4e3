import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset, resetPassword } from '@lintel/domain/api/endpoints/account-recovery';
import { verifyEmail } from '@lintel/domain/api/endpoints/email-verification';
import type { PasswordReset, PasswordResetRequest } from '@lintel/domain/identity/account-recovery';
import { apiClient } from '../../../lib/api-client.ts';
import { clearToken } from '../../../lib/session-token.ts';

/** Forgot password: the server answers the same whether or not the email has an account (decision 169). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequest) =>
      apiClient.call(requestPasswordReset, { body, skipAuthRedirect: true }),
  });
}

/** A reset ends every session of the account, this browser's included: its stored token is dropped. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: PasswordReset) => apiClient.call(resetPassword, { body, skipAuthRedirect: true }),
    onSuccess: () => clearToken(),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => apiClient.call(verifyEmail, { body: { token }, skipAuthRedirect: true }),
  });
}
