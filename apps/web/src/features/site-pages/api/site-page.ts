import { queryOptions, useQuery } from '@tanstack/react-query';
import { sitePage } from '@lintel/domain/api/endpoints/site-pages';
import type { SitePageSlug } from '@lintel/domain/shell-rules/site-page-slugs';
import { apiClient } from '../../../lib/api-client.ts';

/** The server caches a page for five minutes; within a visit it does not change. */
const PAGE_STALE_MS = 5 * 60_000;

export const sitePageQueryOptions = (orgCode: string, slug: SitePageSlug) =>
  queryOptions({
    queryKey: ['site-pages', orgCode, slug],
    queryFn: ({ signal }) => apiClient.call(sitePage, { params: { slug }, signal }),
    staleTime: PAGE_STALE_MS,
  });

export function useSitePage(orgCode: string, slug: SitePageSlug) {
  return useQuery(sitePageQueryOptions(orgCode, slug));
}
