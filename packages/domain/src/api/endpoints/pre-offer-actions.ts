import { assetsBodySchema } from '../../application/assets.ts';
import { selectOfferBodySchema } from '../../application/borrower-actions.ts';
import { bpoConditionBodySchema, bpoOrderBodySchema } from '../../application/bpo.ts';
import { estimateValueBodySchema } from '../../application/estimate-value.ts';
import { requalifyBodySchema } from '../../application/requalify.ts';
import { serverStepStatusSchema } from '../../server-steps/server-step.ts';
import { endpoint } from '../endpoint.ts';
import { APPLICATION_V3, applicationParamsSchema } from './application-paths.ts';

/**
 * The offer and the branches around it (decisions 100-104): the choice of offer, asset depletion, the borrower's
 * estimate, the prequal win-back and the Texas broker price opinion. Each answers the step it leads to; 409 at any
 * other step, 400 for an input the rule refuses.
 */

/** Page product/select: type, term, amount and payment mode among the current offers. */
export const selectOffer = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V3}/offer`,
  service: 'service-application',
  summary: 'Select an offer: type, term, amount and payment mode',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: selectOfferBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});

/** Page product/assets: ASSETS_PREQUAL -> WAITING_FOR_UNDERWRITING (decision 100). */
export const declareAssets = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V3}/assets`,
  service: 'service-application',
  summary: 'Declare liquid assets for asset depletion and underwrite again',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: assetsBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});

/** Page bpo/estimate-value: NO_AVM -> LIEN_VERIFICATION, NO_BPO_ESTIMATE -> WAITING_FOR_UNDERWRITING (decision 101). */
export const estimateValue = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V3}/bpo/estimate-value`,
  service: 'service-application',
  summary: "Give an estimate of the home's value when no automated valuation exists",
  caller: 'applicant',
  params: applicationParamsSchema,
  body: estimateValueBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});

/** Page product/prequal-winback: CONTINUE re-prices on the hard pull, WITHDRAW cancels (decision 103). */
export const requalify = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/requalify`,
  service: 'service-application',
  summary: 'Continue to revised offers after the hard pull, or withdraw the application',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: requalifyBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});

/** Page bpo/condition (Texas): BPO_CONDITION -> BPO_ORDER (decision 104). */
export const stateBpoCondition = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V3}/bpo/condition`,
  service: 'service-application',
  summary: 'State the property condition before the broker price opinion is ordered',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: bpoConditionBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});

/** Page bpo/order-bpo: BPO_ORDER -> BPO_PROCESSING, whose job places the order (decision 104). */
export const orderBpo = endpoint({
  method: 'POST',
  path: `${APPLICATION_V3}/bpo/order`,
  service: 'service-application',
  summary: 'Order the broker price opinion, agreeing to its cost',
  caller: 'applicant',
  params: applicationParamsSchema,
  body: bpoOrderBodySchema,
  response: serverStepStatusSchema,
  errors: [400, 409],
});
