import { ssnBodySchema } from '@lintel/domain/application/borrower-actions';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { applicationBorrowerDetails } from '../../applications/tables/application-parties.ts';
import { applications } from '../../applications/tables/application-table.ts';
import { borrowerActionRoute } from '../steps/borrower-action-route.ts';

/**
 * The SSN entry of `credit/social` after a soft pull found no file: stored encrypted, then the pull runs again.
 * The SSN never comes back; the application answers `hasSsn`.
 */
export function ssnRoute(app: FastifyInstance, services: ApplicationServices): void {
  borrowerActionRoute(app, services, {
    method: 'PUT',
    path: 'ssn',
    summary: 'Give the SSN after a credit no-match and pull again',
    body: ssnBodySchema,
    documents400: false,
    plan: ({ current, applicationId, body }) => {
      if (current !== 'CREDIT_NO_MATCH') return undefined;
      const ssnEncrypted = services.encryption.encrypt(body.ssn.replace(/\D/g, ''));
      return {
        to: 'WAITING_FOR_CREDIT',
        write: async (tx) => {
          const [owner] = await tx
            .select({ id: applications.primaryIdentityId })
            .from(applications)
            .where(eq(applications.id, applicationId));
          await tx
            .update(applicationBorrowerDetails)
            .set({ ssnEncrypted, updatedAt: services.clock.now() })
            .where(
              and(
                eq(applicationBorrowerDetails.applicationId, applicationId),
                eq(applicationBorrowerDetails.identityId, owner?.id ?? ''),
              ),
            );
        },
      };
    },
  });
}
