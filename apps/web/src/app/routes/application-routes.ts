import { createRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { isUuid, withPreservedQuery } from '@lintel/domain/shell-rules/url-rules';
import { paths } from '../../config/paths.ts';
import { offerChoiceSearchSchema } from '../../features/application/offers/offer-choice.ts';
import { ApplicationPending } from '../../features/application-routing/components/pending-page.tsx';
import { bankRoutes } from './bank-routes.ts';
import { borrowerSignersRoutes } from './borrower-signers-routes.ts';
import { closingRoutes } from './closing-routes.ts';
import { conditionsRoutes } from './conditions-routes.ts';
import { creditReviewRoutes } from './credit-review-routes.ts';
import { incomeRoutes } from './income-routes.ts';
import { prefetchApplication, prefetchOffers } from './application-prefetch.ts';
import { loadOrReload } from './load-or-reload.ts';
import { preOfferRoutes } from './pre-offer-routes.ts';
import { requireLogin } from './require-login.ts';
import { startRoutes } from './start-routes.ts';
import { submissionRoutes } from './submission-routes.ts';
import { uploadRoutes } from './upload-routes.ts';
import { rootRoute } from './root-route.tsx';

/** Spec 000 §2: only pop-webchat survives a redirect the app makes itself. */
function redirectTo(href: string, searchStr: string): never {
  throw redirect({ href: withPreservedQuery(href, searchStr), replace: true });
}

/**
 * /account/heloc/{uuid}/…: the layout holds the router guard (the server step decides the page); each page is its
 * own lazily loaded chunk. A path that is not a UUID is no application: dashboard.
 */
export const applicationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.application.path,
  beforeLoad: ({ location, params }) => {
    requireLogin({ location });
    if (!isUuid(params.uuid)) redirectTo(paths.dashboard.getHref(), location.searchStr);
  },
  loader: ({ context, params }) => prefetchApplication(context.queryClient, params.uuid),
  // The shell and an in-page loader paint as soon as the app starts, not when the page's code has arrived (the
  // router's default waits 1 s showing nothing, then holds its loader 0.5 s): decision 099.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: ApplicationPending,
}).lazy(loadOrReload(() => import('./application-layout.lazy.tsx').then((m) => m.Route)));

const applicationHomeRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: '/',
}).lazy(loadOrReload(() => import('./application-home.lazy.tsx').then((m) => m.Route)));

const applicationTimeoutRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'error/timeout',
}).lazy(loadOrReload(() => import('./application-timeout.lazy.tsx').then((m) => m.Route)));

const liensRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'liens',
}).lazy(loadOrReload(() => import('./application-liens.lazy.tsx').then((m) => m.Route)));

const creditSocialRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'credit/social',
}).lazy(loadOrReload(() => import('./application-credit-social.lazy.tsx').then((m) => m.Route)));

// One chunk serves the three decline pages (spec 000 §8); each route names its own lazy export.
const declineRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'error/decline',
}).lazy(loadOrReload(() => import('./application-decline.lazy.tsx').then((m) => m.Route)));

const creditDeclineRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'error/credit',
}).lazy(loadOrReload(() => import('./application-decline.lazy.tsx').then((m) => m.CreditRoute)));

const incomeDeclineRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'error/income',
}).lazy(loadOrReload(() => import('./application-decline.lazy.tsx').then((m) => m.IncomeRoute)));

// The routed origin/decision (spec 000 §4, VERIFIED_OFFER) and the choice coming back from confirm; anything
// unreadable is dropped rather than failing the page.
const productSelectSearchSchema = z.catch(
  z.extend(z.partial(offerChoiceSearchSchema), {
    origin: z.optional(z.string()),
    decision: z.optional(z.string()),
  }),
  {},
);

const productSelectRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'product/select',
  validateSearch: productSelectSearchSchema,
  loader: ({ context, params }) => prefetchOffers(context.queryClient, params.uuid),
}).lazy(loadOrReload(() => import('./application-product-select.lazy.tsx').then((m) => m.Route)));

const productConfirmRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'product/select/confirm',
  validateSearch: z.catch(z.partial(offerChoiceSearchSchema), {}),
  beforeLoad: ({ location, params, search }) => {
    // Without a complete choice there is nothing to confirm: back to choosing.
    if (!offerChoiceSearchSchema.safeParse(search).success)
      redirectTo(paths.application.getHref(params.uuid, 'product/select'), location.searchStr);
  },
}).lazy(loadOrReload(() => import('./application-product-confirm.lazy.tsx').then((m) => m.Route)));

/**
 * Every other sub-path: grouping indexes go to their parent (spec 000 §2); the rest are pages of later issues,
 * which the guard replaces with the page the step names.
 */
const applicationOtherRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: '$',
  beforeLoad: async ({ location, params }) => {
    // The page table comes with this rare route, not with every first load (decision 121).
    const { groupingIndexTarget } = await import('../../features/application-routing/application-pages.ts');
    const target = groupingIndexTarget(params._splat ?? '');
    if (target !== undefined) redirectTo(paths.application.getHref(params.uuid, target), location.searchStr);
  },
}).lazy(loadOrReload(() => import('./application-unavailable.lazy.tsx').then((m) => m.Route)));

export const applicationRouteTree = applicationRoute.addChildren([
  applicationHomeRoute,
  applicationTimeoutRoute,
  liensRoute,
  creditSocialRoute,
  declineRoute,
  creditDeclineRoute,
  incomeDeclineRoute,
  productSelectRoute,
  productConfirmRoute,
  ...creditReviewRoutes(applicationRoute),
  ...preOfferRoutes(applicationRoute),
  ...startRoutes(applicationRoute),
  ...submissionRoutes(applicationRoute),
  ...bankRoutes(applicationRoute),
  ...conditionsRoutes(applicationRoute),
  ...uploadRoutes(applicationRoute),
  ...incomeRoutes(applicationRoute),
  ...closingRoutes(applicationRoute),
  ...borrowerSignersRoutes(applicationRoute),
  applicationOtherRoute,
]);
