import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseBannerFile } from '@lintel/domain/shell-rules/banners';
import type { Banner } from '@lintel/domain/shell-rules/banners';
import { bannerFileUrl } from '@lintel/domain/shell-contracts/banners';
import type { BannerEnvironment } from '@lintel/domain/shell-contracts/banners';
import { apiClient } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** Decision 069: a production build reads the production file, everything else the test file. */
export const BANNER_ENVIRONMENT: BannerEnvironment = import.meta.env.PROD ? 'production' : 'test';
const BANNER_STALE_MS = 60_000;

/** Spec 001 §8: a failed load keeps the response text, or the format error when the file is malformed. */
export class BannerLoadError extends Error {}

export async function fetchBanners(environment: BannerEnvironment, signal?: AbortSignal): Promise<Banner[]> {
  let data: unknown;
  try {
    data = await apiClient.request(bannerFileUrl(environment), { signal });
  } catch (error) {
    const text = error instanceof ApiError && typeof error.body === 'string' ? error.body : undefined;
    throw new BannerLoadError(text ?? (error instanceof Error ? error.message : String(error)));
  }
  const parsed = parseBannerFile(data);
  if (!parsed.ok) throw new BannerLoadError(parsed.error);
  return parsed.banners;
}

export const bannersQueryOptions = (environment: BannerEnvironment = BANNER_ENVIRONMENT) =>
  queryOptions({
    queryKey: ['banners', environment],
    queryFn: ({ signal }) => fetchBanners(environment, signal),
    staleTime: BANNER_STALE_MS,
  });

export function useBanners(environment?: BannerEnvironment) {
  return useQuery(bannersQueryOptions(environment));
}
