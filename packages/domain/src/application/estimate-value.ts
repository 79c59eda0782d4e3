import * as z from 'zod/mini';
import { LOAN_AMOUNT_MIN } from '../constants/loan-bounds.ts';

/**
 * The borrower's estimate of the home's value (page bpo/estimate-value, server steps NO_AVM and NO_BPO_ESTIMATE).
 * Offers rest on it until a broker price opinion confirms the value (decision 101).
 */

export const ESTIMATE_REQUIRED = "Enter your estimate of your home's value";
export const ESTIMATE_WHOLE_DOLLARS = 'Enter a whole number of dollars';
export const ESTIMATE_MIN = 'Must be at least $15,000';
export const ESTIMATE_MAX = 'Must be less than $100,000,000';

export const MAX_ESTIMATED_VALUE = 99_999_999;

/** PUT …/v3/application/heloc/{uuid}/bpo/estimate-value. */
export const estimateValueBodySchema = z.strictObject({
  /** Whole dollars. */
  estimatedValue: z
    .number({ error: ESTIMATE_REQUIRED })
    .check(
      z.int(ESTIMATE_WHOLE_DOLLARS),
      z.gte(LOAN_AMOUNT_MIN, ESTIMATE_MIN),
      z.lte(MAX_ESTIMATED_VALUE, ESTIMATE_MAX),
    ),
});
export type EstimateValueBody = z.infer<typeof estimateValueBodySchema>;
