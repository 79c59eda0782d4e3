import { queryOptions, useQuery } from '@tanstack/react-query';
import { bannerFile } from '@lintel/domain/api/endpoints/banners';
import { BANNER_FORMAT_ERROR } from '@lintel/domain/shell-rules/banners';
import type { Banner } from '@lintel/domain/shell-rules/banners';
import type { BannerEnvironment } from '@lintel/domain/shell-contracts/banners';
import { apiClient } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** Decision 069: a production build reads the production file, everything else the test file. */
export const BANNER_ENVIRONMENT: BannerEnvironment = import.meta.env.PROD ? 'production' : 'test';
const BANNER_STALE_MS = 60_000;

/** Spec 001 §8: a failed load keeps the response text, or the format error when the file is malformed. */
export class BannerLoadError extends Error {}

/** The client's refusal of an answer that is JSON but not a banner file (the endpoint's answer schema). */
function malformedFile(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status < 300 && error.message.startsWith('Response did not match')
  );
}

export async function fetchBanners(environment: BannerEnvironment, signal?: AbortSignal): Promise<Banner[]> {
  try {
    return await apiClient.call(bannerFile, { params: { file: `${environment}.json` }, signal });
  } catch (error) {
    if (malformedFile(error)) throw new BannerLoadError(BANNER_FORMAT_ERROR);
    const text = error instanceof ApiError && typeof error.body === 'string' ? error.body : undefined;
    throw new BannerLoadError(text ?? (error instanceof Error ? error.message : String(error)));
  }
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
