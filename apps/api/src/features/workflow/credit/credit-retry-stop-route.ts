import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { creditStopSchema, type CreditStop } from '@lintel/domain/application/credit-retry';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findAccessibleApplication, notFound } from '../../applications/application-access.ts';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
  perApplicationErrors,
} from '../../applications/application-route-schemas.ts';
import type { ApplicationServices } from '../../applications/application-services.ts';
import { NOT_AT_THIS_STEP } from '../steps/step-action.ts';
import { applications } from '../../applications/tables/application-table.ts';
import { sessionOf } from '../../identity/require-session.ts';

/**
 * The bureau our soft pulls go to, as the borrower must contact it to lift a freeze or lock. The sandbox bureau's
 * name is the one its reports carry; a real deployment names its bureau here (decision 106).
 */
export const SOFT_PULL_BUREAU: CreditStop['bureau'] = {
  name: 'Sandbox Credit Bureau',
  phone: '(800) 555-0142',
};

/** Why the soft pull stopped (credit/error, review-app/incorrect-pin), so the page can say what to do. */
export function creditStopRoute(app: FastifyInstance, services: ApplicationServices): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${APPLICATION_BASE_V3}/:uuid/credit/stop`,
    {
      schema: {
        tags: ['service-application'],
        summary: 'Why the credit pull stopped (freeze, lock, PIN) and which bureau to contact',
        params: applicationParamsSchema,
        response: { 200: creditStopSchema, 409: apiErrorSchema, ...perApplicationErrors },
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const access = await findAccessibleApplication(services.db, sessionOf(request), request.params.uuid);
      if (!access) return notFound(reply);
      const [row] = await services.db
        .select({ withPin: applications.creditFrozenWithPin })
        .from(applications)
        .where(eq(applications.id, access.id));
      const reason = stopReason(access.serverStep, Boolean(row?.withPin));
      if (!reason) return reply.code(409).send({ errors: [{ message: NOT_AT_THIS_STEP }] });
      return { reason, bureau: SOFT_PULL_BUREAU };
    },
  );
}

function stopReason(step: string, withPin: boolean): CreditStop['reason'] | undefined {
  if (step === 'CREDIT_FROZEN') return withPin ? 'FROZEN_WITH_PIN' : 'FROZEN';
  if (step === 'CREDIT_LOCKED') return 'LOCKED';
  if (step === 'CREDIT_INCORRECT_PIN') return 'INCORRECT_PIN';
  return undefined;
}
