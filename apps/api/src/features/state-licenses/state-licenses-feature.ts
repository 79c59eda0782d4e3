import { apiErrorSchema } from '@lintel/domain/api/api-error';
import {
  STATE_LICENSES_PATH,
  stateLicensesQuerySchema,
  stateLicensesSchema,
} from '@lintel/domain/reference-data/state-licenses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';

/** `GET .../heloc/state-licenses?orgCode=`: the lender's licensed states, alphabetical, from the organisation data. */
export async function stateLicensesFeature(app: FastifyInstance, _opts: FeatureOptions): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    STATE_LICENSES_PATH,
    {
      schema: {
        tags: ['service-application'],
        summary: 'States the organisation is licensed in',
        querystring: stateLicensesQuerySchema,
        response: { 200: stateLicensesSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { orgCode } = request.query;
      const organisation = orgCode === undefined ? request.organisation : app.organisations.find(orgCode);
      if (!organisation)
        return reply.code(400).send({ errors: [{ message: 'Unknown organisation', field: 'orgCode' }] });
      return [...organisation.orgMetaData.heloc.licensedStates].sort().map((abbrev) => ({ abbrev }));
    },
  );
}
