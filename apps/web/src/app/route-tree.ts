import { createRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { withPreservedQuery } from '@lintel/domain/shell-rules/url-rules';
import { paths } from '../config/paths.ts';
import { applicationRouteTree } from './routes/application-routes.ts';
import { loadOrReload } from './routes/load-or-reload.ts';
import { registrationRoutes } from './routes/register-routes.ts';
import { requireLogin } from './routes/require-login.ts';
import { rootRoute } from './routes/root-route.tsx';
import { signerRoutes } from './routes/signer-routes.ts';

/** Spec 000 §2: "Only the query parameter pop-webchat is preserved across redirects." */
function toDashboard(searchStr: string): never {
  throw redirect({ href: withPreservedQuery(paths.dashboard.getHref(), searchStr), replace: true });
}

// Spec 000 §2: "/account and the root path send the browser to the dashboard", except that the root path "shows a
// not-accepting-applications page when the organisation requires a referring loan officer".
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.home.path,
  beforeLoad: ({ context, location }) => {
    if (!context.organisation.orgMetaData.heloc.requiresReferrer) toDashboard(location.searchStr);
  },
}).lazy(loadOrReload(() => import('./routes/not-accepting.lazy.tsx').then((m) => m.Route)));

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
}).lazy(loadOrReload(() => import('./routes/login.lazy.tsx').then((m) => m.Route)));

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
  comingSoonRoute,
  ...registrationRoutes,
  ...signerRoutes,
  applicationRouteTree,
]);
