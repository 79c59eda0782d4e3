import * as z from 'zod/mini';
import { BANNERS_MAX } from '../constants/shell-limits.ts';

/** Banner of spec 001 §3; the file is rejected when an item lacks uuid, message, apps or variant. */
export const bannerSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  message: z.string().check(z.minLength(1)),
  apps: z.array(z.string()),
  variant: z.string().check(z.minLength(1)),
  active: z.optional(z.boolean()),
  metadata: z.optional(z.partial(z.object({ createdAt: z.optional(z.string()) }))),
});
export type Banner = z.infer<typeof bannerSchema>;

/** A banner file: a JSON array of banners (its exact location and wrapper are ours: decision 035). */
export const bannerFileSchema = z.array(bannerSchema);

export const BANNER_FORMAT_ERROR = 'Banner data does not match the expected format';

export type BannerFileResult = { ok: true; banners: Banner[] } | { ok: false; error: string };

/** Reads a banner file (bannerFileSchema); a malformed one is refused with the spec's text. */
export function parseBannerFile(data: unknown): BannerFileResult {
  const parsed = bannerFileSchema.safeParse(data);
  return parsed.success ? { ok: true, banners: parsed.data } : { ok: false, error: BANNER_FORMAT_ERROR };
}

/** Spec 001 §2: active banners for this app, in file order, at most 2 by default. */
export function visibleBanners(banners: readonly Banner[], app: string, max: number = BANNERS_MAX): Banner[] {
  return banners.filter((banner) => banner.active === true && banner.apps.includes(app)).slice(0, max);
}
