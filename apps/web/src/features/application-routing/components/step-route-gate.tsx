import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { Application } from '@lintel/domain/application/application';
import type { StepRoute } from '@lintel/domain/server-steps/route-for-server-step';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { withPreservedQuery } from '@lintel/domain/shell-rules/url-rules';
import { useServerStep } from '../api/server-step.ts';
import { applicationHref, pageWithin } from '../application-pages.ts';
import { stepResolverModule, useStepRoute } from '../use-step-route.ts';
import { PendingPage } from './pending-page.tsx';

interface StepRouteGateProps {
  uuid: string;
  application: Application;
  children: ReactNode;
}

/** When the step moves on, the application record (which routing also reads) is stale: refetch it, not the step. */
function useRefreshOnStepChange(uuid: string, step: ServerStep | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current !== undefined && step !== undefined && previous.current !== step) {
      void queryClient.invalidateQueries({
        queryKey: ['application', uuid],
        predicate: (query) => query.queryKey[2] !== 'server-step',
      });
    }
    previous.current = step;
  }, [queryClient, uuid, step]);
}

/**
 * The routed search (product/select's origin and decision after a revised offer, spec 000 §4) when the page is right
 * but the search is not: the step can arrive a moment before the application that routing reads (VERIFIED_OFFER),
 * and the guard, already on the page, would otherwise never add it. Undefined when nothing is missing.
 */
function withRoutedSearch(
  pathname: string,
  searchStr: string,
  routed: StepRoute['search'],
): string | undefined {
  if (!routed) return undefined;
  const current = new URLSearchParams(searchStr);
  const missing = Object.entries(routed).filter(([key, value]) => current.get(key) !== value);
  if (missing.length === 0) return undefined;
  for (const [key, value] of missing) current.set(key, value);
  return `${pathname}?${current.toString()}`;
}

/**
 * The router guard of the per-application pages: renders its children only on the page the server step names
 * (or the home standing in for a page that does not exist yet); anywhere else it replaces the address.
 * A status call that fails routes as UNKNOWN, i.e. to error/timeout (decision 085).
 */
export function StepRouteGate({ uuid, application, children }: StepRouteGateProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const server = useServerStep(uuid);
  const step: ServerStep | undefined = server.isError ? 'UNKNOWN' : server.step;
  useRefreshOnStepChange(uuid, step);
  // A wait being polled will move on: have the step tables here by then, so the next page is not held for them
  // (the layout also loads them once the page has settled, decision 233).
  useEffect(() => {
    if (server.polling) stepResolverModule.preload().catch(() => undefined);
  }, [server.polling]);

  // The application was read at an earlier step than the one polled (its standing says so): routing it now would read
  // stale flags (NO_PROPERTY's owner mismatch, a paystub's review) and could leave the borrower on a sibling page.
  // Ask for it again and wait for that answer; only if it comes back still behind do the step tables route it.
  const queryClient = useQueryClient();
  const behind =
    step !== undefined &&
    step !== 'UNKNOWN' &&
    application.standing != null &&
    application.standing.step !== step;
  const [refreshedFor, setRefreshedFor] = useState<ServerStep>();
  useEffect(() => {
    if (!behind || refreshedFor === step) return;
    let live = true;
    void queryClient
      .invalidateQueries({ queryKey: ['application', uuid, 'record'], exact: true })
      .finally(() => {
        if (live) setRefreshedFor(step);
      });
    return () => {
      live = false;
    };
  }, [behind, step, refreshedFor, queryClient, uuid]);

  const page = pageWithin(location.pathname, uuid);
  const routed = useStepRoute(step, application, page);
  const resolved = behind && refreshedFor !== step ? undefined : routed;
  const redirect = resolved?.redirectTo;
  const href = redirect
    ? withPreservedQuery(applicationHref(uuid, redirect.page, redirect.search), location.searchStr)
    : resolved && page === resolved.target.page
      ? withRoutedSearch(location.pathname, location.searchStr, resolved.target.search)
      : undefined;

  useEffect(() => {
    if (href) void navigate({ href, replace: true });
  }, [href, navigate]);

  if (!resolved || href) return <PendingPage label="Finding your next step" />;
  return children;
}
