import {
  employerVerificationBodySchema,
  incomeLinkTokenBodySchema,
  incomeLinkTokenResultSchema,
  verifyIncomeBodySchema,
  verifyIncomeResultSchema,
} from '../../application/income-verification.ts';
import { serverStepStatusSchema } from '../../server-steps/server-step.ts';
import { endpoint } from '../endpoint.ts';
import { APPLICATION_V3, applicationParamsSchema } from './application-paths.ts';

// Income verification after the offer (decisions 113, 182): the link widget's token, the check, the employer.
// One file per page group, so a page loads only its own schemas (decision 225).

/** Page income/link/{type}: the link provider's token its widget opens with (decision 182). */
export const createIncomeLinkToken = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/income/link-token`,
  service: 'service-application',
  summary: "A link token for the income-link provider's widget (INCOME_VERIFICATION, stays)",
  caller: 'applicant',
  params: applicationParamsSchema,
  body: incomeLinkTokenBodySchema,
  response: incomeLinkTokenResultSchema,
  errors: [400, 409],
});

/**
 * Pages income/review and income/link/{type}: the linked account's check decides, or the borrower chooses to upload
 * paystubs (decisions 113 and 182).
 */
export const verifyIncome = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/income/verify`,
  service: 'service-application',
  summary:
    'Verify income with the linked account (publicToken): MATCHED -> DISBURSEMENT_ACCOUNT or EMPLOYMENT_VERIFICATION, LOWER -> REVISED_OFFER_SELECTION, PARTIAL/NOT_FOUND stay; UPLOAD stays and asks for paystubs',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: verifyIncomeBodySchema,
  response: verifyIncomeResultSchema,
  errors: [400, 409],
});

/** Page income/employer-verification: EMPLOYMENT_VERIFICATION -> DISBURSEMENT_ACCOUNT. */
export const giveEmployerDetails = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V3}/income/employer-verification`,
  service: 'service-application',
  summary:
    'Give employer details for a manual verification (EMPLOYMENT_VERIFICATION -> DISBURSEMENT_ACCOUNT)',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: employerVerificationBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});
