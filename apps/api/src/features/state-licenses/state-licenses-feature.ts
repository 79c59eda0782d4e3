import { stateLicenses } from '@lintel/domain/api/endpoints/state-licenses';
import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { sortedLicensedStates } from './licensed-states.ts';

/** `GET .../heloc/state-licenses?orgCode=`: the lender's licensed states, alphabetical, from the organisation data. */
export async function stateLicensesFeature(
  app: FastifyInstance,
  { endpoints }: FeatureOptions,
): Promise<void> {
  endpoints(app, stateLicenses, async ({ query, request, reply }) => {
    const { orgCode } = query;
    const organisation = orgCode === undefined ? request.organisation : app.organisations.find(orgCode);
    if (!organisation)
      return reply.code(400).send({ errors: [{ message: 'Unknown organisation', field: 'orgCode' }] });
    return sortedLicensedStates(organisation).map((abbrev) => ({ abbrev }));
  });
}
