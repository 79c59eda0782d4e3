import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { borrowerSignerRoutes } from './borrower-signer-routes.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { registerSignerMessagesJob, scheduleSignerMessages } from './signer-messages-job.ts';
import { signerAreaRoutes } from './signer-area-routes.ts';
import { signerConditionRoutes } from './signer-condition-routes.ts';
import { signerStepRoutes } from './signer-step-routes.ts';

/** Additional signers (issue 19, decision 214): the borrower's invitations, the link, the signer's own area. */
export async function signersFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  for (const routes of [borrowerSignerRoutes, invitationRoutes, signerAreaRoutes, signerStepRoutes, signerConditionRoutes]) routes(app, opts);
  // Reminders and milestone messages (decision 230): a sweep on the one job queue, kept going by each run; each
  // start asks for the next one too, in case the chain was lost (its singleton key makes that a no-op otherwise).
  registerSignerMessagesJob(opts.jobs, opts);
  app.addHook('onReady', () => scheduleSignerMessages(opts));
}
