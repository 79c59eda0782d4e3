import { rescissionCancelBodySchema } from '@lintel/domain/application/closing';
import type { FastifyInstance } from 'fastify';
import { saveClosing } from './closing-repository.ts';
import type { ClosingServices } from './closing-services.ts';
import { closingActionRoute } from './closing-action-route.ts';

/** The right to cancel: only while the rescission period runs; the queued end-of-rescission job then does nothing. */
export function closingCancelRoute(app: FastifyInstance, services: ClosingServices): void {
  closingActionRoute(app, services, {
    path: 'rescission/cancel',
    summary: 'Cancel the line of credit during the rescission period',
    body: rescissionCancelBodySchema,
    steps: ['RESCISSION'],
    // Any owner may rescind (Reg Z: one owner's cancellation counts for all).
    options: { signersMay: true },
    plan: async ({ applicationId }) => {
      const now = services.clock.now();
      return {
        to: 'CANCELLED',
        write: (tx) => saveClosing(tx, applicationId, { cancelledAt: now }, now),
      };
    },
  });
}
