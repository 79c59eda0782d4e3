import { registerQuerySchema, registrationBodySchema } from '../../registration/registration-request.ts';
import { registrationResponseSchema } from '../../registration/registration-response.ts';
import { endpoint } from '../endpoint.ts';

export const REGISTER_PATH = '/identity/api/v1/registration/register';

/**
 * Issue 4's registration: account (unless signed in), profile and a started application in one transaction
 * (decision 075). The body is judged by the route with registrationRequestSchema(context) once the request's context
 * is known, after the lender's gate, the Idempotency-Key and the session; `registrationBodySchema` is its shape.
 */
export const register = endpoint({
  method: 'POST',
  path: REGISTER_PATH,
  service: 'identity',
  summary: 'Register: account, profile and a HELOC application, signed in',
  description:
    'Body: registrationRequestSchema(context) of @lintel/domain. Optional Idempotency-Key header (decision 075).',
  caller: 'anyone',
  query: registerQuerySchema,
  body: registrationBodySchema,
  response: registrationResponseSchema,
  status: 201,
  errors: [400, 401, 403, 409, 413, 422, 429],
});
