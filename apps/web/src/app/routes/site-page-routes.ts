import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { SITE_PAGE_SLUGS } from '@lintel/domain/shell-rules/site-page-slugs';
import { loadOrReload } from './load-or-reload.ts';
import { rootRoute } from './root-route.tsx';

// One page component for every site page; none of them needs a session (spec 001 §2 "Public routes").
const SitePage = lazyRouteComponent(
  loadOrReload(() => import('../../features/site-pages/components/site-page-route.tsx')),
  'SitePageRoute',
);

/** Spec 000 §2: "/terms, /communications, /privacy, /licenses go to the site pages"; legal, accessibility, contact too. */
export const sitePageRoutes = SITE_PAGE_SLUGS.map((slug) =>
  createRoute({ getParentRoute: () => rootRoute, path: `/${slug}`, component: SitePage }),
);
