import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { loadOrReload } from './load-or-reload.ts';

const pages = loadOrReload(() => import('./conditions-pages.tsx'));
const uploadPage = loadOrReload(() => import('./conditions-upload-page.tsx'));

/**
 * Spec 000 §2 "condition pages are reached with query values conditionUuid, conditionType and conditionEnum".
 * Anything unreadable is dropped (the page then says it cannot find the request) rather than failing the route;
 * the page checks conditionEnum against the condition it finds. The signer's upload page reads the same query.
 */
export const uploadDocumentSearchSchema = z.object({
  conditionUuid: z.optional(z.catch(z.optional(z.uuid()), undefined)),
  conditionType: z.optional(z.catch(z.optional(z.string().check(z.maxLength(64))), undefined)),
  conditionEnum: z.optional(z.catch(z.optional(z.string().check(z.maxLength(64))), undefined)),
});

/**
 * conditions (index), conditions/phone-number and conditions/upload-document under /account/heloc/{uuid}/ (decision 189):
 * the list and the phone page one chunk, the upload page another (decision 233). Reachable at any step: the routing guard leaves them alone (domain ANY_STEP_PAGES).
 */
export function conditionsRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'conditions',
      component: lazyRouteComponent(pages, 'ConditionsRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'conditions/phone-number',
      component: lazyRouteComponent(pages, 'ConditionPhoneRoute'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'conditions/upload-document',
      validateSearch: z.catch(uploadDocumentSearchSchema, {}),
      component: lazyRouteComponent(uploadPage, 'UploadDocumentRoute'),
    }),
  ] as const;
}
