import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { loadOrReload } from './load-or-reload.ts';

const pages = loadOrReload(() => import('./closing-pages.tsx'));
const completePages = loadOrReload(() => import('./closing-complete-pages.tsx'));
const disclosuresPages = loadOrReload(() => import('./closing-disclosures-pages.tsx'));
const signPages = loadOrReload(() => import('./closing-sign-pages.tsx'));
const notaryPages = loadOrReload(() => import('./closing-notary-pages.tsx'));
const notarySessionPages = loadOrReload(() => import('./closing-notary-session-pages.tsx'));
const notaryManualPages = loadOrReload(() => import('./closing-notary-manual-pages.tsx'));
const insurancePages = loadOrReload(() => import('./closing-insurance-pages.tsx'));

/**
 * The closing pages under /account/heloc/{uuid}/ (issue 18, decision 191): the small pages in one chunk, document/disclosures,
 * signing/sign and complete each in their own; the PDF viewer is a chunk of its own, loaded by document/disclosures only.
 */
export function closingRoutes<TParent extends AnyRoute>(parent: TParent) {
  const page = (path: string, component: string) =>
    createRoute({
      getParentRoute: () => parent,
      path,
      component: lazyRouteComponent(pages, component as 'SigndocsRoute'),
    });
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'document/disclosures',
      component: lazyRouteComponent(disclosuresPages, 'DisclosuresRoute'),
    }),
    page('review-app/signdocs', 'SigndocsRoute'),
    page('signing/intro', 'SigningIntroRoute'),
    createRoute({
      getParentRoute: () => parent,
      path: 'signing/sign',
      component: lazyRouteComponent(signPages, 'SignRoute'),
    }),
    page('signing/additional', 'SigningAdditionalRoute'),
    page('signing/support', 'SigningSupportRoute'),
    createRoute({
      getParentRoute: () => parent,
      path: 'notary/intro',
      component: lazyRouteComponent(notaryPages, 'NotaryIntroRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'notary/session',
      component: lazyRouteComponent(notarySessionPages, 'NotarySessionRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'notary/schedule-manual',
      component: lazyRouteComponent(notaryManualPages, 'ScheduleManualRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'notary/reserve-manual',
      component: lazyRouteComponent(notaryManualPages, 'ReserveManualRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'notary/error',
      component: lazyRouteComponent(notarySessionPages, 'NotaryErrorRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'insurance/requirements',
      component: lazyRouteComponent(insurancePages, 'InsuranceRequirementsRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'insurance/upload',
      component: lazyRouteComponent(insurancePages, 'InsuranceUploadRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'complete',
      component: lazyRouteComponent(completePages, 'CompleteRoute'),
    }),
  ] as const;
}
