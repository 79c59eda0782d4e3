import { apiErrorSchema } from '@lintel/domain/api/api-error';
import {
  LOAN_ORIGINATOR_PATH,
  licensedStatesSchema,
  loanOriginatorParamsSchema,
  loanOriginatorQuerySchema,
  loanOriginatorSchema,
} from '@lintel/domain/reference-data/loan-originator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import type { Database } from '../../platform/db/database.ts';
import { findLoanOfficer, type LoanOfficerRow } from './loan-officer-repository.ts';
import { toLicensedStates, toLoanOriginator } from './loan-officer-views.ts';

const NOT_FOUND = { errors: [{ message: 'Loan officer not found', field: 'loanOriginatorUuid' }] };
// The spec caches the answer for 10 minutes in the browser; let HTTP caches agree.
const CACHE_CONTROL = 'private, max-age=600';

/** An officer of the `organization` query's lender, else of the request's (x-org) lender. */
function lookUp(db: Database, uuid: string, organization: string | undefined, fallbackOrg: string) {
  return findLoanOfficer(db, uuid.toLowerCase(), organization ?? fallbackOrg);
}

/** Spec 001 §7 "Loan originator": the display data and the referral's licensed states. */
export function loanOfficerRoutes(app: FastifyInstance, db: Database): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // Both calls look the officer up the same way and differ only in what they show of it.
  function officerRoute<T>(
    suffix: string,
    summary: string,
    response: $ZodType<T>,
    view: (row: LoanOfficerRow) => T,
  ) {
    // T ties the view to its schema where the route is declared; the type provider cannot follow a generic schema.
    const schema: $ZodType = response;
    typed.get(
      `${LOAN_ORIGINATOR_PATH}/:loanOriginatorUuid${suffix}`,
      {
        schema: {
          tags: ['service-lead-portal'],
          summary,
          params: loanOriginatorParamsSchema,
          querystring: loanOriginatorQuerySchema,
          response: { 200: schema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (req, reply) => {
        const row = await lookUp(
          db,
          req.params.loanOriginatorUuid,
          req.query.organization,
          req.organisation.orgCode,
        );
        if (!row) return reply.code(404).send(NOT_FOUND);
        reply.header('cache-control', CACHE_CONTROL);
        return view(row);
      },
    );
  }

  officerRoute(
    '',
    'Referring loan officer shown beside the registration',
    loanOriginatorSchema,
    toLoanOriginator,
  );
  officerRoute(
    '/licensed-states',
    'States a referral may register a property in, and whether that is enforced',
    licensedStatesSchema,
    toLicensedStates,
  );
}
