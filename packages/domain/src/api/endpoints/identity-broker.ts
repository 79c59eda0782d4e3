import {
  brokerHeadersSchema,
  brokerLogoutRequestSchema,
  brokerParamsSchema,
  brokerQuerySchema,
} from '../../identity/identity-broker.ts';
import {
  brokerLoginRequestSchema,
  brokerSelfInfoSchema,
  redirectResponseSchema,
} from '../../identity/identity.ts';
import { endpoint } from '../endpoint.ts';

/**
 * Where the browser goes to sign in (decision 016): a visitor with a live session for this organisation goes
 * straight on; anyone else to the login page, carrying the redirect along.
 */
export const brokerLogin = endpoint({
  method: 'POST',
  path: '/identity-broker/:kind/api/v3/login',
  service: 'identity-broker',
  summary: 'Address the browser navigates to in order to sign in',
  caller: 'anyone',
  params: brokerParamsSchema,
  query: brokerQuerySchema,
  headers: brokerHeadersSchema,
  body: brokerLoginRequestSchema,
  response: redirectResponseSchema,
  errors: [400],
});

/** Ends the session server-side (its tokens stop working at once) and says where the browser goes next. */
export const brokerLogout = endpoint({
  method: 'POST',
  path: '/identity-broker/:kind/secure/api/v3/logout',
  service: 'identity-broker',
  summary: 'Sign out; answers the address the browser goes to',
  caller: 'signed-in',
  params: brokerParamsSchema,
  query: brokerQuerySchema,
  headers: brokerHeadersSchema,
  body: brokerLogoutRequestSchema,
  response: redirectResponseSchema,
});

/** `self/{product}info` for the one product Lintel has, the HELOC. */
export const brokerSelfInfo = endpoint({
  method: 'GET',
  path: '/identity-broker/:kind/secure/api/v3/self/helocinfo',
  service: 'identity-broker',
  summary: 'Identity info of the signed-in user for the HELOC product',
  caller: 'signed-in',
  params: brokerParamsSchema,
  headers: brokerHeadersSchema,
  response: brokerSelfInfoSchema,
});
