import { serverStepStatus } from '@lintel/domain/api/endpoints/applications';
import { parseServerStep } from '@lintel/domain/server-steps/server-step';
import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../../platform/http/feature-options.ts';
import { accessOf } from '../application-guard.ts';

/**
 * The server step the browser polls (spec 000 §4 "Server-reported step"). Hot path: the access rule's one
 * primary-key query (the `party` guard's) also answers the step; session liveness normally comes from memory
 * (decision 090), so one round trip a poll.
 */
export function statusRoute(app: FastifyInstance, { endpoints }: FeatureOptions): void {
  endpoints(
    app,
    serverStepStatus,
    ({ request }) => ({ step: parseServerStep(accessOf(request).serverStep) }),
    {
      // Polled every few seconds by every open application: two info lines per poll would cost more than the answer
      // and drown the logs. Warnings and errors are still logged.
      logLevel: 'warn',
    },
  );
}
