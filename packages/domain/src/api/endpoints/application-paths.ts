import * as z from 'zod/mini';

/** The application record's bases (spec 000 §2): v1 reads the record, v3 holds the borrower's step actions. */
export const APPLICATION_BASE_V1 = '/service-application/api/v1/application/heloc';
export const APPLICATION_BASE_V3 = '/service-application/api/v3/application/heloc';
export const APPLICATION_V1 = `${APPLICATION_BASE_V1}/:uuid`;
export const APPLICATION_V3 = `${APPLICATION_BASE_V3}/:uuid`;

/** The path parameter of every per-application call. */
export const applicationParamsSchema = z.object({ uuid: z.uuid() });
