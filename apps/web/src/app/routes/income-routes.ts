import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { HELOC_BASE } from '../../config/paths.ts';
import { loadOrReload } from './load-or-reload.ts';
import { requireLogin } from './require-login.ts';

const reviewPages = loadOrReload(() => import('./income-review-pages.tsx'));
const linkPages = loadOrReload(() => import('./income-link-pages.tsx'));
const sandboxPage = loadOrReload(() => import('./sandbox-institution-page.tsx'));

// Anything unreadable in a search is dropped rather than failing the page.
const reviewSearch = z.object({
  outcome: z.catch(z.optional(z.enum(['PARTIAL', 'NOT_FOUND'])), undefined),
  paystubs: z.catch(z.optional(z.coerce.number()), undefined),
});
const oauthReturnSearch = z.object({ oauth_state_id: z.catch(z.optional(z.string()), undefined) });

/**
 * The income pages under /account/heloc/{uuid}/ (spec 000 §2; decision 182): income/review with
 * income/employer-verification, and income/link/{type} with income/pointserv-callback, two chunks (decision 233). The parent comes in as an
 * argument, as in start-routes.ts, to keep the route types acyclic. The upload pages are routed apart.
 */
export function incomeRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'income/review',
      validateSearch: reviewSearch,
      component: lazyRouteComponent(reviewPages, 'IncomeReviewRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'income/link/$type',
      component: lazyRouteComponent(linkPages, 'IncomeLinkRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'income/pointserv-callback',
      validateSearch: oauthReturnSearch,
      component: lazyRouteComponent(linkPages, 'PointservCallbackRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'income/employer-verification',
      component: lazyRouteComponent(reviewPages, 'EmployerVerificationRoute'),
    }),
  ] as const;
}

/**
 * Outside any one application: /account/heloc/plaid-oauth-success, where a bank's OAuth sign-in returns (the
 * application id is in local storage, spec 000 §2), and the sandbox institution's own sign-in page.
 */
export function incomeTopLevelRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: `${HELOC_BASE}/plaid-oauth-success`,
      validateSearch: oauthReturnSearch,
      beforeLoad: requireLogin,
      component: lazyRouteComponent(linkPages, 'PlaidOAuthSuccessRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/sandbox-link/oauth',
      validateSearch: z.object({
        institution: z.catch(z.optional(z.string()), undefined),
        link_token: z.catch(z.optional(z.string()), undefined),
      }),
      beforeLoad: requireLogin,
      component: lazyRouteComponent(sandboxPage, 'SandboxInstitutionRoute'),
    }),
  ] as const;
}
