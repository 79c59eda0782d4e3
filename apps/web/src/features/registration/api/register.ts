import * as z from 'zod/mini';
import { REGISTER_PATH } from '@lintel/domain/registration/registration-request';
import { apiClient } from '../../../lib/api-client.ts';

/** The register call answers a session token and, with the full payload, the new application's uuid. */
export const registerResponseSchema = z.object({
  jwt: z.string().check(z.minLength(1)),
  applicationUuid: z.optional(z.string().check(z.minLength(1))),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export function registerUrl(loanOriginatorUuid: string | undefined): string {
  return loanOriginatorUuid
    ? `${REGISTER_PATH}?loanOriginatorUuid=${encodeURIComponent(loanOriginatorUuid)}`
    : REGISTER_PATH;
}

export interface RegisterCall {
  payload: Record<string, unknown>;
  loanOriginatorUuid: string | undefined;
  /** One key per draft, so a retried request is recognised as the same registration (decision 075). */
  idempotencyKey: string;
}

export function postRegistration({ payload, loanOriginatorUuid, idempotencyKey }: RegisterCall) {
  return apiClient.post(registerUrl(loanOriginatorUuid), payload, registerResponseSchema, {
    // A signed-in visitor whose session ended is sent to login like on any secure call (decision 077).
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
