import * as z from 'zod/mini';

/** Banner files per environment (spec 001 §7 leaves the location open: decision 069). */
export const BANNER_ENVIRONMENTS = ['test', 'production'] as const;
export type BannerEnvironment = (typeof BANNER_ENVIRONMENTS)[number];

export const bannerFileParamsSchema = z.strictObject({ file: z.string().check(z.maxLength(64)) });
