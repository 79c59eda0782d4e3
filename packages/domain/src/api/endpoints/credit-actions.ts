import { ssnBodySchema } from '../../application/borrower-actions.ts';
import { creditRetryBodySchema, creditStopSchema } from '../../application/credit-retry.ts';
import { freezePinBodySchema } from '../../application/credit-retry-pin.ts';
import { foundLiensSchema, liensAttestationBodySchema } from '../../application/liens.ts';
import { propertyCandidatesSchema, selectPropertyBodySchema } from '../../application/select-property.ts';
import { serverStepStatusSchema } from '../../server-steps/server-step.ts';
import { endpoint } from '../endpoint.ts';
import { APPLICATION_V3, applicationParamsSchema } from './application-paths.ts';

/**
 * The credit and property steps before underwriting (decisions 105-107): the soft pull's dead ends the borrower can
 * clear, the choice among several properties, and the liens. The step actions answer the step they lead to; 409 at
 * any other step.
 */

/** Page credit/social after a no-match: the SSN is stored encrypted and the soft pull runs again. */
export const giveSsn = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V3}/ssn`,
  service: 'service-application',
  summary: 'Give the SSN after a credit no-match and pull again',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: ssnBodySchema,
  response: serverStepStatusSchema,
  errors: [409],
});

/** The PIN of a PIN-protected freeze (credit/error, review-app/incorrect-pin); it travels in the pull job only. */
export const giveCreditFreezePin = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V3}/credit-freeze-pin`,
  service: 'service-application',
  summary: 'Give the PIN of a credit freeze and pull again',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: freezePinBodySchema,
  response: serverStepStatusSchema,
  errors: [409],
});

/** "Try again" once the borrower lifted the freeze or lock at the bureau (decision 106). */
export const retryCredit = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/credit/retry`,
  service: 'service-application',
  summary: 'Pull credit again after the borrower lifted a freeze or lock',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: creditRetryBodySchema,
  response: serverStepStatusSchema,
  errors: [409],
});

/** Why the soft pull stopped and which bureau to contact; 409 away from a credit stop. */
export const creditStop = endpoint({
  method: 'GET',
  path: `${APPLICATION_V3}/credit/stop`,
  service: 'service-application',
  summary: 'Why the credit pull stopped (freeze, lock, PIN) and which bureau to contact',
  caller: 'party',
  params: applicationParamsSchema,
  response: creditStopSchema,
  errors: [409],
});

/** The homes the records say the borrower owns (review-app/property): several, or none at NO_PROPERTY. */
export const propertyCandidates = endpoint({
  method: 'GET',
  path: `${APPLICATION_V3}/property/candidates`,
  service: 'service-application',
  summary: 'The properties the records say the borrower owns, to choose the one to borrow against',
  caller: 'party',
  params: applicationParamsSchema,
  response: propertyCandidatesSchema,
  errors: [409],
});

/** MULTIPLE_PROPERTY -> LIEN_VERIFICATION with the chosen home (decision 107). */
export const selectProperty = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V3}/property/select`,
  service: 'service-application',
  summary: 'Choose the property to borrow against when the records show several',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: selectPropertyBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});

/** Page liens: the liens the title search and the credit report found against the home (decision 173). */
export const foundLiens = endpoint({
  method: 'GET',
  path: `${APPLICATION_V3}/liens`,
  service: 'service-application',
  summary: 'The liens the title search and the credit report found against the home',
  caller: 'party',
  params: applicationParamsSchema,
  response: foundLiensSchema,
});

/** Page liens: LIEN_VERIFICATION -> WAITING_FOR_UNDERWRITING. No body. */
export const confirmLiens = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/liens/confirm`,
  service: 'service-application',
  summary: 'Confirm the liens on the property and start underwriting',
  caller: 'applicant',
  params: applicationParamsSchema,
  response: serverStepStatusSchema,
  errors: [409],
});

/**
 * Page liens in its attestation role (spec lienAttestation, decision 235): after a hard pull that listed another
 * lender's recent inquiry, the borrower says whether it led to new credit; then on toward the closing documents.
 */
export const attestLiens = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/liens/attest`,
  service: 'service-application',
  summary: 'Attest whether a recent credit inquiry led to new credit',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: liensAttestationBodySchema,
  response: serverStepStatusSchema,
  errors: [409],
});
