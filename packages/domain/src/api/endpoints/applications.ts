import { adverseActionSchema } from '../../application/adverse-action.ts';
import { applicationListSchema, applicationSchema } from '../../application/application.ts';
import { coDeedStatusSchema } from '../../application/co-deed-status.ts';
import { experimentsAnswerSchema, experimentsBodySchema } from '../../application/experiments.ts';
import { fullStoryLinkBodySchema, noContentSchema } from '../../application/full-story-link.ts';
import { offersResponseSchema } from '../../application/offer.ts';
import { serverStepAnswerSchema } from '../../server-steps/server-step.ts';
import { endpoint, endpointUrl } from '../endpoint.ts';
import {
  APPLICATION_BASE_V1,
  APPLICATION_OFFERS,
  APPLICATION_V1,
  APPLICATION_V3,
  SERVER_STEP_STATUS,
  applicationParamsSchema,
} from './application-paths.ts';

/**
 * The application record's reads and the calls that annotate it (service-application), and the server-step status
 * (service-krang-heloc). The borrower's step actions, which move the workflow, are declared in the `*-actions` files.
 */
export const allApplications = endpoint({
  method: 'GET',
  path: `${APPLICATION_BASE_V1}/all`,
  service: 'service-application',
  summary: "The signed-in identity's applications (as borrower or signer), oldest first",
  caller: 'signed-in',
  response: applicationListSchema,
});

export const coDeedStatus = endpoint({
  method: 'GET',
  path: `${APPLICATION_BASE_V1}/co-deed/status`,
  service: 'service-application',
  summary: 'Co-deed status of the applications the signed-in identity co-deeds',
  caller: 'signed-in',
  response: coDeedStatusSchema,
});

export const application = endpoint({
  method: 'GET',
  path: APPLICATION_V1,
  service: 'service-application',
  summary: 'One application of the signed-in borrower or signer',
  caller: 'party',
  params: applicationParamsSchema,
  response: applicationSchema,
});

/** Writes of the borrower's own session (issue 16: a signer reads, and does not write, the application). */
export const experiments = endpoint({
  method: 'PATCH',
  path: `${APPLICATION_V3}/experiments`,
  service: 'service-application',
  summary: "Merge experiment exposures into the application's experiments",
  caller: 'applicant',
  params: applicationParamsSchema,
  body: experimentsBodySchema,
  response: experimentsAnswerSchema,
});

/** Spec 001 §7: "a PUT to the application path plus /full-story-link"; the v3 path is accepted too (decision 059). */
export const fullStoryLink = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V1}/full-story-link`,
  service: 'service-application',
  summary: 'Store the session-replay link of the application',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: fullStoryLinkBodySchema,
  response: noContentSchema,
  status: 204,
});

export const fullStoryLinkV3 = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V3}/full-story-link`,
  service: 'service-application',
  summary: 'Store the session-replay link of the application',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: fullStoryLinkBodySchema,
  response: noContentSchema,
  status: 204,
});

/** The server step the browser polls (spec 000 §4 "Server-reported step"); signers may read it too. */
export const serverStepStatus = endpoint({
  method: 'GET',
  path: SERVER_STEP_STATUS,
  service: 'service-krang-heloc',
  summary: 'Current server workflow step of an application',
  caller: 'party',
  params: applicationParamsSchema,
  response: serverStepAnswerSchema,
});

export const offers = endpoint({
  method: 'GET',
  path: APPLICATION_OFFERS,
  service: 'service-application',
  summary: 'The current offers of the application (empty before underwriting or after a decline)',
  caller: 'party',
  params: applicationParamsSchema,
  response: offersResponseSchema,
});

/** Decision 096: an application without a notice (not declined) answers 404 like an inaccessible one. */
export const adverseAction = endpoint({
  method: 'GET',
  path: `${APPLICATION_V3}/adverse-action`,
  service: 'service-application',
  summary: 'The principal reasons and the credit score used for a declined application',
  caller: 'party',
  params: applicationParamsSchema,
  response: adverseActionSchema,
});

/** The addresses of these calls, for links and tests. */
export const offersPath = (uuid: string): string => endpointUrl(offers, { uuid });
export const adverseActionPath = (uuid: string): string => endpointUrl(adverseAction, { uuid });
