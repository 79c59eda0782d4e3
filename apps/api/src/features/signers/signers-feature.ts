import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { borrowerSignerRoutes } from './borrower-signer-routes.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { signerAreaRoutes } from './signer-area-routes.ts';
import { signerStepRoutes } from './signer-step-routes.ts';

/** Additional signers (issue 19, decision 214): the borrower's invitations, the link, the signer's own area. */
export async function signersFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  for (const routes of [borrowerSignerRoutes, invitationRoutes, signerAreaRoutes, signerStepRoutes]) routes(app, opts);
}
