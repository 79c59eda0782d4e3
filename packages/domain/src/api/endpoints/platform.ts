import * as z from 'zod/mini';
import { organisationSchema } from '../../organisation/organisation.ts';
import { endpoint } from '../endpoint.ts';

/** Liveness and whether the database answers; the 503 says the same with the part that is down. */
export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
});

/** For load balancers and the start-up self-check. */
export const health = endpoint({
  method: 'GET',
  path: '/healthz',
  service: 'health',
  summary: 'Service and database health',
  caller: 'anyone',
  response: healthAnswerSchema,
  otherAnswers: { 503: healthAnswerSchema },
});

export const organisationQuerySchema = z.object({ org: z.optional(z.string().check(z.maxLength(64))) });

/** The organisation object the page gets injected, for the Vite dev server (which has no injection). */
export const organisation = endpoint({
  method: 'GET',
  path: '/api/organisation',
  service: 'organisation',
  summary: 'The organisation (lender) this request resolves to',
  caller: 'anyone',
  query: organisationQuerySchema,
  response: organisationSchema,
  errors: [400],
});
