import {
  licensedStatesSchema,
  loanOriginatorParamsSchema,
  loanOriginatorQuerySchema,
  loanOriginatorSchema,
} from '../../reference-data/loan-originator.ts';
import { endpoint, endpointUrl } from '../endpoint.ts';

/** Spec 001 §7 "Loan originator": the referring officer's display data and the referral's licensed states. */
export const loanOriginator = endpoint({
  method: 'GET',
  path: '/service-lead-portal/api/lo/:loanOriginatorUuid',
  service: 'service-lead-portal',
  summary: 'Referring loan officer shown beside the registration',
  caller: 'anyone',
  params: loanOriginatorParamsSchema,
  query: loanOriginatorQuerySchema,
  response: loanOriginatorSchema,
  errors: [400, 404],
});

export const loanOriginatorLicensedStates = endpoint({
  method: 'GET',
  path: '/service-lead-portal/api/lo/:loanOriginatorUuid/licensed-states',
  service: 'service-lead-portal',
  summary: 'States a referral may register a property in, and whether that is enforced',
  caller: 'anyone',
  params: loanOriginatorParamsSchema,
  query: loanOriginatorQuerySchema,
  response: licensedStatesSchema,
  errors: [400, 404],
});

/** The addresses of these calls, for links and tests. */
export const loanOriginatorUrl = (loanOriginatorUuid: string): string =>
  endpointUrl(loanOriginator, { loanOriginatorUuid });
export const loanOriginatorLicensedStatesUrl = (loanOriginatorUuid: string): string =>
  endpointUrl(loanOriginatorLicensedStates, { loanOriginatorUuid });
