import { register } from '@lintel/domain/api/endpoints/registration';
import type { RegistrationBody } from '@lintel/domain/registration/registration-request';
import { apiClient } from '../../../lib/api-client.ts';

export interface RegisterCall {
  /** Checked by the screen against registrationRequestSchema before it is sent. */
  payload: Record<string, unknown>;
  loanOriginatorUuid: string | undefined;
  /** One key per draft, so a retried request is recognised as the same registration (decision 075). */
  idempotencyKey: string;
}

export function postRegistration({ payload, loanOriginatorUuid, idempotencyKey }: RegisterCall) {
  return apiClient.call(register, {
    query: { loanOriginatorUuid },
    body: payload as RegistrationBody,
    // A signed-in visitor whose session ended is sent to login like on any secure call (decision 077).
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
