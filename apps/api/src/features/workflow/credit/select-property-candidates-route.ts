import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { propertyCandidatesSchema } from '@lintel/domain/application/select-property';
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
import { sessionOf } from '../../identity/require-session.ts';
import type { PropertyData } from '../../../providers/property-data/property-data.ts';
import { findPropertyCandidates } from './select-property-lookup.ts';

/**
 * The properties the borrower may choose on review-app/property: several at MULTIPLE_PROPERTY, none at NO_PROPERTY
 * (the page then says what to do). Any other step: 409.
 */
export function propertyCandidatesRoute(
  app: FastifyInstance,
  services: ApplicationServices,
  propertyData: PropertyData,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${APPLICATION_BASE_V3}/:uuid/property/candidates`,
    {
      schema: {
        tags: ['service-application'],
        summary: 'The properties the records say the borrower owns, to choose the one to borrow against',
        params: applicationParamsSchema,
        response: { 200: propertyCandidatesSchema, 409: apiErrorSchema, ...perApplicationErrors },
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const access = await findAccessibleApplication(services.db, sessionOf(request), request.params.uuid);
      if (!access) return notFound(reply);
      if (access.serverStep === 'NO_PROPERTY') return { properties: [] };
      if (access.serverStep !== 'MULTIPLE_PROPERTY')
        return reply.code(409).send({ errors: [{ message: NOT_AT_THIS_STEP }] });
      const found = await findPropertyCandidates({ ...services, propertyData }, access.id);
      return { properties: found?.candidates ?? [] };
    },
  );
}
