import { loanOriginator, loanOriginatorLicensedStates } from '@lintel/domain/api/endpoints/service-lead-portal';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import type { EndpointRoutes } from '../../platform/http/endpoint-route.ts';
import { findLoanOfficer, type LoanOfficerRow } from './loan-officer-repository.ts';
import { toLicensedStates, toLoanOriginator } from './loan-officer-views.ts';

const NOT_FOUND = { errors: [{ message: 'Loan officer not found', field: 'loanOriginatorUuid' }] };
// The spec caches the answer for 10 minutes in the browser; let HTTP caches agree.
const CACHE_CONTROL = 'private, max-age=600';

/** Spec 001 §7 "Loan originator": the display data and the referral's licensed states. */
export function loanOfficerRoutes(app: FastifyInstance, db: Database, endpoints: EndpointRoutes): void {
  // Both calls look the officer up the same way: an officer of the `organization` query's lender, else of the
  // request's (x-org) lender; they differ only in what they show of it.
  for (const [target, view] of [
    [loanOriginator, toLoanOriginator],
    [loanOriginatorLicensedStates, toLicensedStates],
  ] as const) {
    endpoints(app, target, async ({ params, query, request, reply }) => {
      const row: LoanOfficerRow | undefined = await findLoanOfficer(
        db,
        params.loanOriginatorUuid.toLowerCase(),
        query.organization ?? request.organisation.orgCode,
      );
      if (!row) return reply.code(404).send(NOT_FOUND);
      reply.header('cache-control', CACHE_CONTROL);
      return view(row);
    });
  }
}
