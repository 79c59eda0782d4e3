import { REGISTER_PATH } from '@lintel/domain/registration/registration-request';
import { registrationResponseSchema } from '@lintel/domain/registration/registration-response';
import { apiClient } from '../../../lib/api-client.ts';

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
  return apiClient.post(registerUrl(loanOriginatorUuid), payload, registrationResponseSchema, {
    // A signed-in visitor whose session ended is sent to login like on any secure call (decision 077).
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
