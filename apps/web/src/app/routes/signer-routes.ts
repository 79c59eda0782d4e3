import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { withPreservedQuery } from '@lintel/domain/shell-rules/url-rules';
import { paths } from '../../config/paths.ts';
import { hasToken } from '../../lib/session-token.ts';
import { signerHref } from '../../features/signer/signer-href.ts';
import { uploadDocumentSearchSchema } from './conditions-routes.ts';
import { loadOrReload } from './load-or-reload.ts';
import { rootRoute } from './root-route.tsx';

/** Spec 000 §2: "/account/heloc-signer goes to /heloc-signer" (under the base /account/heloc). */
const accountSignerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.accountSigner.path,
  beforeLoad: ({ location }) => {
    throw redirect({
      href: withPreservedQuery(paths.signerArea.getHref(), location.searchStr),
      replace: true,
    });
  },
});

/**
 * Spec 000 §2: the heloc-signer "index redirects to login". Any other path under it that no route takes is a signer
 * page whose issue has not come yet (intro, sign, conditions, identity...): the signer's landing, which says where
 * each application stands, rather than the borrowers' dashboard or a stand-in page (decision 158). One splat route
 * for both: a splat also matches the bare index, ahead of an index route of its own.
 */
const signerAreaRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: `${paths.signerArea.path}/$`,
  beforeLoad: ({ params, location }) => {
    if (params._splat?.replace(/\/+$/, ''))
      throw redirect({ href: paths.signerResume.getHref(), replace: true });
    throw redirect({
      href: withPreservedQuery(paths.signerLogin.getHref(), location.searchStr),
      replace: true,
    });
  },
});

const signerLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.signerLogin.path,
  validateSearch: z.object({ redirectUrl: z.catch(z.optional(z.string()), undefined) }),
  // Someone already signed in has nothing to do here: straight to where they were going.
  beforeLoad: ({ search }) => {
    if (hasToken()) throw redirect({ href: safeSignerRedirect(search.redirectUrl), replace: true });
  },
}).lazy(loadOrReload(() => import('./signer-login.lazy.tsx').then((m) => m.Route)));

/**
 * The signer's landing; without a session, the signer login (spec 001 §8 "signer login for signers"). With an
 * invitation link's `token`, the acceptance form, which needs no session (issue 19).
 */
const signerResumeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.signerResume.path,
  validateSearch: z.object({ token: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined) }),
  beforeLoad: ({ location, search }) => {
    if (!search.token && !hasToken()) throw redirect({ href: paths.signerLogin.getHref(location.href) });
  },
}).lazy(loadOrReload(() => import('./signer-resume.lazy.tsx').then((m) => m.Route)));

const areaPages = loadOrReload(() => import('./signer-area-pages.tsx'));
const applicationSearch = z.object({ application: z.catch(z.optional(z.uuid()), undefined) });

/**
 * The signer's pages of one application (spec 000 §2 heloc-signer: intro, identity, documents, sign, notary,
 * cancelled, error; the conditions pages below), the application in `?application=`; without a session, the signer
 * login.
 */
function signerPage(page: string, component: string) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: `${paths.signerArea.path}/${page}`,
    validateSearch: applicationSearch,
    beforeLoad: ({ location, search }) => {
      if (!hasToken()) throw redirect({ href: paths.signerLogin.getHref(location.href) });
      if (!search.application && page !== 'cancelled' && page !== 'error')
        throw redirect({ href: paths.signerResume.getHref(), replace: true });
    },
    component: lazyRouteComponent(areaPages, component as 'SignerIntroRoute'),
  });
}

const conditionPages = loadOrReload(() => import('./signer-conditions-pages.tsx'));

/**
 * Spec 000 §2 heloc-signer "conditions (index, upload-document, identity)" (decision 237), a chunk of their own; the
 * upload page's query as the borrower's (conditionUuid, conditionType, conditionEnum), anything unreadable dropped.
 */
function conditionsPage(page: string, component: string, search = applicationSearch) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: `${paths.signerArea.path}/${page}`,
    validateSearch: search,
    beforeLoad: ({ location, search: { application } }) => {
      if (!hasToken()) throw redirect({ href: paths.signerLogin.getHref(location.href) });
      if (!application) throw redirect({ href: paths.signerResume.getHref(), replace: true });
    },
    component: lazyRouteComponent(conditionPages, component as 'SignerConditionsRoute'),
  });
}

const uploadSearch = z.extend(uploadDocumentSearchSchema, applicationSearch.shape);

/**
 * The index, and spec 000 §2's "Other paths under conditions redirect up": one splat route, since a splat also
 * matches the bare index ahead of an index route of its own (as the area's root above). The redirect keeps the
 * application (and pop-webchat, as every redirect does). upload-document and identity are routes of their own, which
 * rank before the splat.
 */
const conditionsIndex = createRoute({
  getParentRoute: () => rootRoute,
  path: `${paths.signerArea.path}/conditions/$`,
  validateSearch: applicationSearch,
  beforeLoad: ({ location, params, search: { application } }) => {
    if (!hasToken()) throw redirect({ href: paths.signerLogin.getHref(location.href) });
    if (!application) throw redirect({ href: paths.signerResume.getHref(), replace: true });
    if (params._splat?.replace(/\/+$/, ''))
      throw redirect({
        href: withPreservedQuery(signerHref('conditions', application), location.searchStr),
        replace: true,
      });
  },
  component: lazyRouteComponent(conditionPages, 'SignerConditionsRoute'),
});

const signerAreaPages = [
  signerPage('intro', 'SignerIntroRoute'),
  signerPage('identity', 'SignerIdentityRoute'),
  signerPage('documents', 'SignerDocumentsRoute'),
  signerPage('sign', 'SignerSignRoute'),
  signerPage('notary', 'SignerNotaryRoute'),
  conditionsIndex,
  conditionsPage('conditions/upload-document', 'SignerUploadDocumentRoute', uploadSearch),
  conditionsPage('conditions/identity', 'SignerConditionIdentityRoute'),
  signerPage('cancelled', 'SignerCancelledRoute'),
  signerPage('error', 'SignerErrorRoute'),
];

/** Spec 001 §2's redirect rule, with the signer's landing instead of the dashboard when there is none. */
export function safeSignerRedirect(redirectUrl: string | undefined): string {
  return redirectUrl && /^\/[a-z]/.test(redirectUrl) ? redirectUrl : paths.signerResume.getHref();
}

export const signerRoutes = [
  accountSignerRoute,
  signerAreaRoute,
  signerLoginRoute,
  signerResumeRoute,
  ...signerAreaPages,
] as const;
