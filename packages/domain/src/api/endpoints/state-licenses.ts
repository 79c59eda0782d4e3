import { stateLicensesQuerySchema, stateLicensesSchema } from '../../reference-data/state-licenses.ts';
import { endpoint, endpointUrl } from '../endpoint.ts';

export const STATE_LICENSES_PATH = '/service-application/external/api/v1/heloc/state-licenses';

/** Spec 001 §7: the footer's licence list, answered from the organisation's licensed states. */
export const stateLicenses = endpoint({
  method: 'GET',
  path: STATE_LICENSES_PATH,
  service: 'service-application',
  summary: 'States the organisation is licensed in',
  caller: 'anyone',
  query: stateLicensesQuerySchema,
  response: stateLicensesSchema,
  errors: [400],
});

/** The address of the list for one organisation, for tests. */
export const stateLicensesUrl = (orgCode: string): string =>
  endpointUrl(stateLicenses, undefined, { orgCode });
