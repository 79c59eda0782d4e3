import * as z from 'zod/mini';
import { formatUsd } from '../loan-math/format-money.ts';
import { rangeProblem } from './numeric-range.ts';
import { DRAW_WHOLE_DOLLARS } from '../application/offer.ts';

export const DRAW_REQUIRED = 'Please enter an amount';
// The draw is whole dollars (issue 16). The message lives with the offer, in the application kit every application
// page loads, so the select-offer body can use it without pulling the offers form's chunk (decision 157) along.
export { DRAW_WHOLE_DOLLARS };

export interface DrawBounds {
  minDraw: number;
  maxDraw: number;
}

/**
 * Spec 001 §5: a draw must lie between the offer's minDraw and maxDraw. The messages are ours (decision 034):
 * 'Must be at least $15,000' / 'Must be at most $250,000', whole dollars when the bound is whole. Inside the range
 * the draw must be whole dollars (decision 166): 15000.50 is refused, not rounded, so what the borrower typed is
 * what the figures show and what the server records.
 */
export function drawAmountProblem(value: unknown, { minDraw, maxDraw }: DrawBounds): string | undefined {
  switch (rangeProblem(value, { min: minDraw, max: maxDraw })) {
    case 'not-a-number':
      return DRAW_REQUIRED;
    case 'below-min':
      return `Must be at least ${formatBound(minDraw)}`;
    case 'above-max':
      return `Must be at most ${formatBound(maxDraw)}`;
    default:
      return Number.isInteger(value) ? undefined : DRAW_WHOLE_DOLLARS;
  }
}

function formatBound(value: number): string {
  return formatUsd(value, Number.isInteger(value) ? 0 : 2);
}

export function drawAmountSchema(bounds: DrawBounds) {
  return z.number({ error: DRAW_REQUIRED }).check(
    z.superRefine((value, ctx) => {
      const message = drawAmountProblem(value, bounds);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );
}
