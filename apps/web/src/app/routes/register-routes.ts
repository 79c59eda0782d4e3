import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { withPreservedQuery } from '@lintel/domain/shell-rules/url-rules';
import { paths } from '../../config/paths.ts';
import type { Screen } from '../../features/registration/steps/register-v2-steps.ts';
import { loadOrReload } from './load-or-reload.ts';
import type { loadRegisterGates as LoadRegisterGates } from './register-gates.ts';
import { rootRoute } from './root-route.tsx';

const registerSearch = z.object({
  // A malformed id is dropped, not an error page: the visitor then sees the lender's ordinary rules.
  loanOriginatorUuid: z.catch(z.optional(z.uuid()), undefined),
});

// The gates and the journey's rules load with registration's first screen (one chunk group, vite.config.ts), not in
// the entry every page pays for (decision 225).
const loadRegisterGates: typeof LoadRegisterGates = async (input) =>
  (await loadOrReload(() => import('./register-gates.ts'))()).loadRegisterGates(input);

/** Spec 000 §2: register-v2, only while the redesign flag is on; otherwise the classic /register. */
export const registerV2Route = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.registerV2.path,
  validateSearch: registerSearch,
  beforeLoad: async ({ context, location, search }) => {
    const gates = await loadRegisterGates({
      queryClient: context.queryClient,
      organisation: context.organisation,
      pathname: location.pathname,
      loanOriginatorUuid: search.loanOriginatorUuid,
      basePath: paths.registerV2.getHref(),
    });
    if (!gates.redesign) {
      throw redirect({
        href: withPreservedQuery(paths.register.getHref(), location.searchStr),
        replace: true,
      });
    }
    return { gates };
  },
}).lazy(loadOrReload(() => import('./register-v2.lazy.tsx').then((m) => m.Route)));

/** No jumping ahead (guide practice 6): a screen whose earlier answers are missing sends back to the first gap. */
function guard(screen: Screen) {
  return async () => {
    const { registerGuardRedirect } = await loadOrReload(
      () => import('../../features/registration/steps/register-guard.ts'),
    )();
    const href = registerGuardRedirect(screen, paths.registerV2.getHref());
    if (href) throw redirect({ href, replace: true });
  };
}

const propertyAddressRoute = createRoute({
  getParentRoute: () => registerV2Route,
  path: '/',
  beforeLoad: guard('property-address'),
  component: lazyRouteComponent(
    loadOrReload(() => import('../../features/registration/screens/property-address-screen.tsx')),
    'PropertyAddressScreen',
  ),
});
const homeAddressRoute = createRoute({
  getParentRoute: () => registerV2Route,
  path: 'home-address',
  beforeLoad: guard('home-address'),
  component: lazyRouteComponent(
    loadOrReload(() => import('../../features/registration/screens/home-address-screen.tsx')),
    'HomeAddressScreen',
  ),
});
const forSaleRoute = createRoute({
  getParentRoute: () => registerV2Route,
  path: 'for-sale',
  beforeLoad: guard('for-sale'),
  component: lazyRouteComponent(
    loadOrReload(() => import('../../features/registration/screens/for-sale-screen.tsx')),
    'ForSaleScreen',
  ),
});
const annualIncomeRoute = createRoute({
  getParentRoute: () => registerV2Route,
  path: 'annual-income',
  beforeLoad: guard('annual-income'),
  component: lazyRouteComponent(
    loadOrReload(() => import('../../features/registration/screens/annual-income-screen.tsx')),
    'AnnualIncomeScreen',
  ),
});
const legalNameRoute = createRoute({
  getParentRoute: () => registerV2Route,
  path: 'legal-name',
  beforeLoad: guard('legal-name'),
  component: lazyRouteComponent(
    loadOrReload(() => import('../../features/registration/screens/legal-name-screen.tsx')),
    'LegalNameScreen',
  ),
});
const birthdateRoute = createRoute({
  getParentRoute: () => registerV2Route,
  path: 'birthdate',
  beforeLoad: guard('birthdate'),
  component: lazyRouteComponent(
    loadOrReload(() => import('../../features/registration/screens/birthdate-screen.tsx')),
    'BirthdateScreen',
  ),
});
const phoneEmailRoute = createRoute({
  getParentRoute: () => registerV2Route,
  path: 'phone-and-email',
  beforeLoad: guard('phone-and-email'),
  component: lazyRouteComponent(
    loadOrReload(() => import('../../features/registration/screens/phone-email-screen.tsx')),
    'PhoneEmailScreen',
  ),
});
const setPasswordRoute = createRoute({
  getParentRoute: () => registerV2Route,
  path: 'set-password',
  beforeLoad: guard('set-password'),
  component: lazyRouteComponent(
    loadOrReload(() => import('../../features/registration/screens/set-password-screen.tsx')),
    'SetPasswordScreen',
  ),
});

/** Spec 000 §2: the classic flow (redesign flag off): index, account-setup, support. */
export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.register.path,
  validateSearch: registerSearch,
  beforeLoad: async ({ context, location, search }) => ({
    gates: await loadRegisterGates({
      queryClient: context.queryClient,
      organisation: context.organisation,
      pathname: location.pathname,
      loanOriginatorUuid: search.loanOriginatorUuid,
      basePath: paths.register.getHref(),
    }),
  }),
}).lazy(loadOrReload(() => import('./register.lazy.tsx').then((m) => m.Route)));

const classicIndexRoute = createRoute({
  getParentRoute: () => registerRoute,
  path: '/',
  component: lazyRouteComponent(
    loadOrReload(() => import('../../features/registration/classic/classic-application-page.tsx')),
    'ClassicApplicationPage',
  ),
});
const classicAccountRoute = createRoute({
  getParentRoute: () => registerRoute,
  path: 'account-setup',
  component: lazyRouteComponent(
    loadOrReload(() => import('../../features/registration/classic/classic-account-page.tsx')),
    'ClassicAccountPage',
  ),
});
const classicSupportRoute = createRoute({
  getParentRoute: () => registerRoute,
  path: 'support',
  component: lazyRouteComponent(
    loadOrReload(() => import('../../features/registration/classic/classic-support-page.tsx')),
    'ClassicSupportPage',
  ),
});

/** Spec 000 §2: "/account/register goes to /register". */
export const accountRegisterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.accountRegister.path,
  beforeLoad: ({ location }) => {
    throw redirect({ href: withPreservedQuery(paths.register.getHref(), location.searchStr), replace: true });
  },
});

export const registrationRoutes = [
  registerV2Route.addChildren([
    propertyAddressRoute,
    homeAddressRoute,
    forSaleRoute,
    annualIncomeRoute,
    legalNameRoute,
    birthdateRoute,
    phoneEmailRoute,
    setPasswordRoute,
  ]),
  registerRoute.addChildren([classicIndexRoute, classicAccountRoute, classicSupportRoute]),
  accountRegisterRoute,
] as const;
