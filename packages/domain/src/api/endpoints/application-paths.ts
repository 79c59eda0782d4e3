import * as z from 'zod/mini';

/** The application record's bases (spec 000 §2): v1 reads the record, v3 holds the borrower's step actions. */
export const APPLICATION_BASE_V1 = '/service-application/api/v1/application/heloc';
export const APPLICATION_BASE_V3 = '/service-application/api/v3/application/heloc';
export const APPLICATION_V1 = `${APPLICATION_BASE_V1}/:uuid`;
export const APPLICATION_V3 = `${APPLICATION_BASE_V3}/:uuid`;
/** service-conditions (spec 001 §7): the borrower's conditions and their answers (decisions 188-189). */
export const APPLICATION_CONDITIONS = '/service-conditions/external/api/v1/applications/:uuid/conditions';

/**
 * The path parameter of every per-application call. Marked pure so a bundle that takes only this file's paths (the
 * web's entry chunk, decision 099) leaves it out.
 */
export const applicationParamsSchema = /*#__PURE__*/ z.object({ uuid: /*#__PURE__*/ z.uuid() });

/**
 * The addresses of the reads a route loader asks for before the page's code (and the schemas in it) arrives
 * (decision 099): kept here, apart from the endpoints, so the entry chunk carries no schema.
 */
export const APPLICATION_OFFERS = `${APPLICATION_V3}/offers`;
export const SERVER_STEP_STATUS = '/service-krang-heloc/borrower/secure/api/v1/:uuid/status';
