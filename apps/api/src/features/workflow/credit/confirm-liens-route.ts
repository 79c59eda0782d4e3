import type { FastifyInstance } from 'fastify';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { borrowerActionRoute } from '../steps/borrower-action-route.ts';

/** The borrower confirms the liens on the property (page `liens`); underwriting then runs in the background. */
export function confirmLiensRoute(app: FastifyInstance, services: ApplicationServices): void {
  borrowerActionRoute(app, services, {
    method: 'POST',
    path: 'liens/confirm',
    summary: 'Confirm the liens on the property and start underwriting',
    documents400: false,
    plan: ({ current }) => (current === 'LIEN_VERIFICATION' ? { to: 'WAITING_FOR_UNDERWRITING' } : undefined),
  });
}
