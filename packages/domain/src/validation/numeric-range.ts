import * as z from 'zod/mini';

export type RangeProblem = 'not-a-number' | 'below-min' | 'above-max';

/**
 * Spec 001 §5 numeric range helper: which way a value falls outside [min, max], or undefined when inside. Only real
 * numbers count: strings, NaN and infinities are "not-a-number". Either bound may be left out.
 */
export function rangeProblem(
  value: unknown,
  { min, max }: { min?: number; max?: number },
): RangeProblem | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'not-a-number';
  if (min !== undefined && value < min) return 'below-min';
  if (max !== undefined && value > max) return 'above-max';
  return undefined;
}

export function isInRange(value: unknown, bounds: { min?: number; max?: number }): value is number {
  return rangeProblem(value, bounds) === undefined;
}

/** A number schema with the caller's messages for each way out of range. */
export function numberInRangeSchema(
  bounds: { min?: number; max?: number },
  messages: Record<RangeProblem, string>,
) {
  // zod/mini's transform cannot add issues: the range is a check, the cast a transform after it.
  return z.pipe(
    z.unknown().check(
      z.superRefine((value, ctx) => {
        const problem = rangeProblem(value, bounds);
        if (problem) ctx.addIssue({ code: 'custom', message: messages[problem] });
      }),
    ),
    z.transform((value) => value as number),
  );
}
