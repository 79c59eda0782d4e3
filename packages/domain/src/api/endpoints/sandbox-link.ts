import {
  linkOAuthCompleteBodySchema,
  linkSessionBodySchema,
  linkSessionResultSchema,
} from '../../application/income-link-sandbox.ts';
import { endpoint } from '../endpoint.ts';

// The income-link provider's own servers for its widget, played by the sandbox (decision 182): a real provider
// hosts these itself. Registered only with the sandbox providers.

/** The widget's sign-in at an institution: CONNECTED (a public token), MFA_REQUIRED or OAUTH_REDIRECT. */
export const sandboxLinkSession = endpoint({
  method: 'POST',
  path: '/sandbox-link/api/v1/session',
  service: 'sandbox-link',
  summary: 'Sandbox income link: sign in at an institution with a sandbox user (user_good / pass_good)',
  caller: 'signed-in',
  body: linkSessionBodySchema,
  response: linkSessionResultSchema,
  errors: [400],
});

/** Back from an OAuth institution's site: the widget finishes the link with the state id it was given. */
export const sandboxLinkOAuthComplete = endpoint({
  method: 'POST',
  path: '/sandbox-link/api/v1/oauth/complete',
  service: 'sandbox-link',
  summary: "Sandbox income link: finish an OAuth institution's link after the return (oauth_state_id)",
  caller: 'signed-in',
  body: linkOAuthCompleteBodySchema,
  response: linkSessionResultSchema,
  errors: [400],
});
