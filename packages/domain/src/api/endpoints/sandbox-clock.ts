import { sandboxClockBodySchema, sandboxClockSchema } from '../../application/sandbox-clock.ts';
import { endpoint } from '../endpoint.ts';
import { applicationParamsSchema } from './application-paths.ts';

// The per-application sandbox clock (decision 209). Not registered in production (404 there), like the dev mailbox.

export const sandboxClock = endpoint({
  method: 'GET',
  path: '/api/dev/applications/:uuid/clock',
  service: 'dev',
  summary: "An application's sandbox clock and its next timed closing event (not in production)",
  caller: 'applicant',
  params: applicationParamsSchema,
  response: sandboxClockSchema,
});

export const advanceSandboxClock = endpoint({
  method: 'POST',
  path: '/api/dev/applications/:uuid/clock',
  service: 'dev',
  summary: "Move an application's sandbox clock forward and run what falls due (not in production)",
  caller: 'applicant',
  params: applicationParamsSchema,
  body: sandboxClockBodySchema,
  response: sandboxClockSchema,
  errors: [400],
});
