import { identitySchema, jwtResponseSchema, loginRequestSchema } from '../../identity/identity.ts';
import { endpoint } from '../endpoint.ts';

/** Sign in (spec 001 §7); a wrong email or password is a 400, never a 401 (the web shows it on the form). */
export const passwordLogin = endpoint({
  method: 'POST',
  path: '/identity/api/v1/login',
  service: 'identity',
  summary: 'Sign in with email and password',
  caller: 'anyone',
  body: loginRequestSchema,
  response: jwtResponseSchema,
  errors: [400, 429],
});

/** v1 and v1_1 answer the same identity; the client tries both (spec 001 §7). */
export const identityV1 = endpoint({
  method: 'GET',
  path: '/identity/secure/api/v1/identity',
  service: 'identity',
  summary: 'The signed-in identity',
  caller: 'signed-in',
  response: identitySchema,
});

export const identityV1_1 = endpoint({
  method: 'GET',
  path: '/identity/secure/api/v1_1/identity',
  service: 'identity',
  summary: 'The signed-in identity',
  caller: 'signed-in',
  response: identitySchema,
});
