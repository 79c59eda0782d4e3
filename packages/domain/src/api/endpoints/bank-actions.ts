import {
  bankRoutingParamsSchema,
  bankRoutingSchema,
  disbursementAccountBodySchema,
  disbursementAccountResultSchema,
} from '../../application/disbursement-account.ts';
import {
  autopayAccountBodySchema,
  autopayAccountResultSchema,
} from '../../application/autopay-account.ts';
import { endpoint } from '../endpoint.ts';
import { APPLICATION_V3, applicationParamsSchema } from './application-paths.ts';

/**
 * Page bank/disburse: the bank a routing number belongs to, named while the borrower types (decision 186). A number
 * that fails the ABA checksum is a 400 in the field's words; a valid one the directory does not know answers
 * `bankName: null`, which does not stop the borrower.
 */
export const bankForRoutingNumber = endpoint({
  method: 'GET',
  path: `${APPLICATION_V3}/bank-routing/:routingNumber`,
  service: 'service-application',
  summary: 'The bank a routing number belongs to (null when the directory does not know it)',
  caller: 'party',
  params: bankRoutingParamsSchema,
  response: bankRoutingSchema,
  errors: [400],
});

/** Pages bank/disburse and bank/autopay: the payout account and the payment mode (decision 114). */
export const giveDisbursementAccount = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V3}/disbursement-account`,
  service: 'service-application',
  summary:
    'Give the disbursement account and the autopay choice; VERIFIED or PENDING_REVIEW -> IDENTITY_VERIFICATION, FAILED_VERIFICATION stays',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: disbursementAccountBodySchema,
  response: disbursementAccountResultSchema,
  errors: [400, 409],
});

/**
 * Pages bank/autopay and bank/confirm of a crypto-backed line (decision 239): the account the monthly payments are
 * taken from, checked like the payout account, or paying by hand (no account). VERIFIED, PENDING_REVIEW or MANUAL ->
 * IDENTITY_VERIFICATION, FAILED_VERIFICATION stays.
 */
export const giveAutopayAccount = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V3}/autopay-account`,
  service: 'service-application',
  summary:
    'Give the autopay account of a crypto-backed line, or pay by hand; VERIFIED, PENDING_REVIEW or MANUAL -> IDENTITY_VERIFICATION, FAILED_VERIFICATION stays',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: autopayAccountBodySchema,
  response: autopayAccountResultSchema,
  errors: [400, 409],
});
