import type { QueryClient } from '@tanstack/react-query';
import {
  SERVER_DATA_ELEMENT,
  type ServerPageData,
} from '@lintel/domain/shell-contracts/server-rendered-page';
import { BANNER_ENVIRONMENT, bannersQueryOptions } from '../features/banners/api/banner-file.ts';

/**
 * The server's answers for a server-rendered page, put where the page's queries read them: by the server before it
 * renders, by the browser before it hydrates, so both render the same banners (decision 244).
 */
export function applyServerData(queryClient: QueryClient, data: ServerPageData): void {
  const banners = data.banners[BANNER_ENVIRONMENT];
  if (banners) queryClient.setQueryData(bannersQueryOptions().queryKey, banners);
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
