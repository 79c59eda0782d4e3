import { QueryClient } from '@tanstack/react-query';

/** Spec 001 §7: "Queries are not retried or refetched on focus; status staleness 250 ms." */
export const STATUS_STALE_TIME_MS = 250;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: STATUS_STALE_TIME_MS },
      mutations: { retry: false },
    },
  });
}
