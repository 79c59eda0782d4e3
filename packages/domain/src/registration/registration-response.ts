import * as z from 'zod/mini';
import { jwtResponseSchema } from '../identity/identity.ts';

/** Request header carrying one key per registration draft, so a retried submit is answered, not repeated. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;

/** `code` of the 409 for an email the organisation already has; the web shows a link to log in. */
export const EMAIL_TAKEN_CODE = 'EMAIL_TAKEN';
/** `code` of the 422 for an Idempotency-Key already used with other answers. */
export const IDEMPOTENCY_KEY_REUSED_CODE = 'IDEMPOTENCY_KEY_REUSED';

/**
 * Answer of POST /identity/api/v1/registration/register: a session token and the new application, whose default
 * page (`/{applicationUuid}/start/profile`) the browser opens next. A replayed submit answers the same application.
 */
export const registrationResponseSchema = z.extend(jwtResponseSchema, { applicationUuid: z.uuid() });
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;
