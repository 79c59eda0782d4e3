import type { QueryClient } from '@tanstack/react-query';
import {
  SERVER_DATA_ELEMENT,
  type ServerPageData,
} from '@lintel/domain/shell-contracts/server-rendered-page';
import { BANNER_ENVIRONMENT, bannersQueryOptions } from '../features/banners/api/banner-file.ts';
import { flagDecisionQueryOptions } from '../features/feature-flags/api/flag-decision.ts';

/**
 * The server's answers for a server-rendered page, put where the page's queries read them: by the server before it
 * renders, by the browser before it hydrates, so both render the same banners and gates (decision 244). The flags
 * are the lender's (`orgCode`), as the page's own evaluation would ask for them.
 */
export function applyServerData(queryClient: QueryClient, data: ServerPageData, orgCode: string): void {
  const banners = data.banners[BANNER_ENVIRONMENT];
  if (banners) queryClient.setQueryData(bannersQueryOptions().queryKey, banners);
  for (const [key, answer] of Object.entries(data.flags ?? {}))
    queryClient.setQueryData(flagDecisionQueryOptions(key, orgCode).queryKey, answer);
}

/** The page's ServerPageData (the server's JSON element), or undefined. */
export function readServerData(): ServerPageData | undefined {
  const text = document.getElementById(SERVER_DATA_ELEMENT)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerPageData;
  } catch {
    return undefined;
  }
}
