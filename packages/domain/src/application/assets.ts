import * as z from 'zod/mini';

/**
 * Asset depletion (page product/assets, server step ASSETS_PREQUAL): the borrower declares the liquid assets that
 * let underwriting count them as income (decision 100). One body, shared by the form and the route.
 */

export const ASSETS_REQUIRED = 'Enter the total of your liquid assets';
export const ASSETS_WHOLE_DOLLARS = 'Enter a whole number of dollars';
export const ASSETS_MIN = 'Must be at least $1';
export const ASSETS_MAX = 'Must be less than $100,000,000';

export const MAX_LIQUID_ASSETS = 99_999_999;

/** Months over which declared assets are spread into monthly income (decision 020: assets ÷ 360). */
export const ASSET_DEPLETION_MONTHS = 360;

/** The kinds of money that count as liquid (shown to the borrower; the total is what underwriting uses). */
export const LIQUID_ASSET_KINDS = [
  'Checking and savings accounts',
  'Money market accounts and certificates of deposit',
  'Stocks, bonds and mutual funds in brokerage accounts',
  'Vested retirement accounts such as a 401(k) or IRA',
] as const;

/** PUT …/v3/application/heloc/{uuid}/assets. */
export const assetsBodySchema = z.strictObject({
  /** Total liquid assets, whole dollars. */
  amount: z
    .number({ error: ASSETS_REQUIRED })
    .check(z.int(ASSETS_WHOLE_DOLLARS), z.gte(1, ASSETS_MIN), z.lte(MAX_LIQUID_ASSETS, ASSETS_MAX)),
});
export type AssetsBody = z.infer<typeof assetsBodySchema>;

/** Monthly income the assets add (whole dollars, rounded down), as underwriting counts it. */
export function monthlyIncomeFromAssets(amount: number): number {
  return Math.floor(amount / ASSET_DEPLETION_MONTHS);
}
