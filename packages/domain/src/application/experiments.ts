import * as z from 'zod/mini';

/** Experiment name -> variation (or "control"); bounded so the column cannot be used as free storage. */
const experimentsSchema = z
  .record(z.string().check(z.minLength(1), z.maxLength(100)), z.string().check(z.maxLength(100)))
  .check(z.refine((value) => Object.keys(value).length <= 50, 'At most 50 experiments'));

/** PATCH …/experiments: exposures merged into the application's experiments. */
export const experimentsBodySchema = z.strictObject({ experiments: experimentsSchema });
/** Every experiment of the application after the merge. */
export const experimentsAnswerSchema = z.object({ experiments: z.record(z.string(), z.string()) });
