import { createRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { withPreservedQuery } from '@lintel/domain/shell-rules/url-rules';
import { loginTarget, paths } from '../config/paths.ts';
import { hasToken } from '../lib/session-token.ts';
import { applicationRouteTree } from './routes/application-routes.ts';
import { incomeTopLevelRoutes } from './routes/income-routes.ts';
import { loadOrReload } from './routes/load-or-reload.ts';
import { registrationRoutes } from './routes/register-routes.ts';
import { requireLogin } from './routes/require-login.ts';
import { rootRoute } from './routes/root-route.tsx';
import { signerRoutes } from './routes/signer-routes.ts';
import { sitePageRoutes } from './routes/site-page-routes.ts';

/** Spec 000 §2: "Only the query parameter pop-webchat is preserved across redirects." */
function toDashboard(searchStr: string): never {
  throw redirect({ href: withPreservedQuery(paths.dashboard.getHref(), searchStr), replace: true });
}

// Spec 000 §2: "/account and the root path send the browser to the dashboard". A visitor without a session gets the
// lender's start page instead (decision 167): a bare login form offered no way to apply; a referral-only or wholesale
// lender's start page says it is not accepting applications here (the spec's not-accepting page) with log in and phone.
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.home.path,
  // A referring loan officer's link to the root opens a referral-only lender's "Check your rate".
  validateSearch: z.object({ loanOriginatorUuid: z.catch(z.optional(z.uuid()), undefined) }),
  beforeLoad: ({ location }) => {
    if (hasToken()) toDashboard(location.searchStr);
  },
}).lazy(loadOrReload(() => import('./routes/start-page.lazy.tsx').then((m) => m.Route)));

const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.account.path,
  beforeLoad: ({ location }) => toDashboard(location.searchStr),
});

const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.dashboard.path,
  beforeLoad: requireLogin,
}).lazy(loadOrReload(() => import('./routes/dashboard.lazy.tsx').then((m) => m.Route)));

const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.settings.path,
  beforeLoad: requireLogin,
}).lazy(loadOrReload(() => import('./routes/settings.lazy.tsx').then((m) => m.Route)));

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.login.path,
  // Anything unreadable is dropped rather than failing the page: the login form must always render.
  validateSearch: z.object({ redirectUrl: z.catch(z.optional(z.string()), undefined) }),
  // A login page is never the target (decision 167): /auth/login?redirectUrl=/auth/login?… becomes its inner target.
  beforeLoad: ({ search }) => {
    const target = loginTarget(search.redirectUrl);
    if (target !== search.redirectUrl) {
      throw redirect({ to: paths.login.path, search: { redirectUrl: target }, replace: true });
    }
  },
}).lazy(loadOrReload(() => import('./routes/login.lazy.tsx').then((m) => m.Route)));

const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.forgotPassword.path,
}).lazy(loadOrReload(() => import('./routes/forgot-password.lazy.tsx').then((m) => m.Route)));

// The links sent by email carry their token in the query (decision 169); its page judges it (in its own chunk).
const tokenSearch = z.object({ token: z.catch(z.optional(z.string()), undefined) });

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.resetPassword.path,
  validateSearch: tokenSearch,
}).lazy(loadOrReload(() => import('./routes/reset-password.lazy.tsx').then((m) => m.Route)));

const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.verifyEmail.path,
  validateSearch: tokenSearch,
}).lazy(loadOrReload(() => import('./routes/verify-email.lazy.tsx').then((m) => m.Route)));

const agentChatRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.agentChat.path,
}).lazy(loadOrReload(() => import('./routes/agent-chat.lazy.tsx').then((m) => m.Route)));

const devMailboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.devMailbox.path,
  validateSearch: z.object({ id: z.catch(z.optional(z.uuid()), undefined) }),
}).lazy(loadOrReload(() => import('./routes/dev-mailbox.lazy.tsx').then((m) => m.Route)));

const comingSoonRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.comingSoon.path,
}).lazy(loadOrReload(() => import('./routes/coming-soon.lazy.tsx').then((m) => m.Route)));

const timeoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.timeout.path,
}).lazy(loadOrReload(() => import('./routes/timeout.lazy.tsx').then((m) => m.Route)));

export const routeTree = rootRoute.addChildren([
  timeoutRoute,
  indexRoute,
  accountRoute,
  dashboardRoute,
  settingsRoute,
  loginRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  verifyEmailRoute,
  devMailboxRoute,
  agentChatRoute,
  comingSoonRoute,
  ...sitePageRoutes,
  ...registrationRoutes,
  ...signerRoutes,
  ...incomeTopLevelRoutes(rootRoute),
  applicationRouteTree,
]);
