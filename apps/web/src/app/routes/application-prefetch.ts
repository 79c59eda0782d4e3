import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CURRENCY } from '@lintel/domain/constants/loan-math';
import { askEarly } from '../../lib/early-answers.ts';
import {
  serverStepPath,
  serverStepQueryKey,
} from '../../features/application-routing/api/server-step-request.ts';
import { productSelectFormModule } from '../../features/application/components/product-select-form-module.ts';
import {
  applicationPath,
  applicationQueryKey,
  offersPath,
  offersQueryKey,
} from '../../features/application/api/application-requests.ts';

/**
 * Route loaders start an application page's first calls as soon as the address is known, not after the route's
 * code has arrived (decision 099): the GET leaves at once and the page's query, when it mounts, takes the answer and
 * checks it against its schema (so the answer counts as fresh from then on, and the mount does not ask again). The
 * query modules and their schemas stay out of the entry chunk. Nothing is asked that is already cached.
 */
function askUnlessCached(queryClient: QueryClient, queryKey: QueryKey, path: string): void {
  if (queryClient.getQueryState(queryKey) === undefined) askEarly(queryClient, path);
}

let moneyFormattingWarm = false;

/**
 * A page's first `Intl.NumberFormat` loads the number data of the browser's ICU (10-20 ms here, four times that on a
 * phone). Made in an idle moment while the application's answers travel, it is not part of the render that first
 * shows an amount: on product/select that render is the offers form, the page's largest paint (decision 156).
 */
function warmMoneyFormatting(): void {
  if (moneyFormattingWarm) return;
  moneyFormattingWarm = true;
  const warm = () => new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY }).format(0);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warm, { timeout: 1_000 });
  else setTimeout(warm, 0);
}

export function prefetchApplication(queryClient: QueryClient, uuid: string): void {
  askUnlessCached(queryClient, applicationQueryKey(uuid), applicationPath(uuid));
  askUnlessCached(queryClient, serverStepQueryKey(uuid), serverStepPath(uuid));
  warmMoneyFormatting();
}

/** The offers and the form that shows them (decision 098: the form's loan math is not needed before they arrive). */
export function prefetchOffers(queryClient: QueryClient, uuid: string): void {
  askUnlessCached(queryClient, offersQueryKey(uuid), offersPath(uuid));
  // The page tries a failed download again when it mounts; a second failure goes to the route's error page.
  productSelectFormModule.preload().catch(() => undefined);
}
