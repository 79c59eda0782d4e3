import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePageSettled } from './use-page-settled.ts';
import { apiClient } from '../../lib/api-client.ts';

const FLAGS_STALE_MS = 5 * 60_000;

/**
 * The shell's flags (portfolio link, regulator review, web chat) in ONE call to v1/features rather than a decision
 * per flag: the shell renders on every page and must not crowd the page's own calls. Failure reads as all off.
 */
export const shellFlagsQueryOptions = (organization: string) =>
  queryOptions({
    queryKey: ['shell', 'features', organization],
    queryFn: async () => {
      try {
        // Fetched with the call, once the page has settled: the flags' schemas stay out of every first load.
        const { allFeatureFlags } = await import('@lintel/domain/api/endpoints/feature-flags');
        const { features } = await apiClient.call(allFeatureFlags, {
          params: { context: 'external' },
          body: { optimizeUser: { attributes: { organization } } },
        });
        return Object.fromEntries(features.map((feature) => [feature.featureKey, feature.enabled]));
      } catch {
        return {} as Record<string, boolean>;
      }
    },
    staleTime: FLAGS_STALE_MS,
  });

/** Asked once the page has settled: these flags only add links, so the page's own calls go first. */
export function useShellFlag(organization: string, key: string): boolean {
  const settled = usePageSettled();
  return useQuery({ ...shellFlagsQueryOptions(organization), enabled: settled }).data?.[key] ?? false;
}
