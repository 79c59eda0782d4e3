import { useCallback } from 'react';
import { getRouteApi, Navigate, useNavigate } from '@tanstack/react-router';
import type { VerifyIncomeResult } from '@lintel/domain/application/income-verification';
import { HELOC_UUID_STORAGE_KEY } from '@lintel/domain/constants/storage-keys';
import { Loading } from '../../components/ui/loading.tsx';
import { useApplication } from '../../features/application/api/application.ts';
import { applicationHref } from '../../features/application-routing/application-pages.ts';
import { EmployerVerificationPage } from '../../features/income/components/employer-verification-page.tsx';
import { IncomeLinkPage } from '../../features/income/components/income-link-page.tsx';
import { IncomeReviewPage } from '../../features/income/components/income-review-page.tsx';
import { OAuthReturnPage } from '../../features/income/components/oauth-return-page.tsx';
import { SandboxInstitutionPage } from '../../features/income/components/sandbox-institution-page.tsx';
import {
  INCOME_REVIEW_PAGE,
  incomeLinkPage,
  isIncomeLinkType,
  LINK_TOKEN_STORAGE_KEY,
  LINK_TYPE_STORAGE_KEY,
  PAYSTUB_UPLOAD_PAGE,
  paystubCount,
} from '../../features/income/income-pages.ts';

const applicationApi = getRouteApi('/account/heloc/$uuid');
const reviewApi = getRouteApi('/account/heloc/$uuid/income/review');
const linkApi = getRouteApi('/account/heloc/$uuid/income/link/$type');
const pointservApi = getRouteApi('/account/heloc/$uuid/income/pointserv-callback');
const plaidApi = getRouteApi('/account/heloc/plaid-oauth-success');
const institutionApi = getRouteApi('/sandbox-link/oauth');

/** income/review: the paystub task's flags come with the application the layout has loaded. */
export function IncomeReviewRoute() {
  const { uuid } = applicationApi.useParams();
  const search = reviewApi.useSearch();
  const navigate = useNavigate();
  const { data: application } = useApplication(uuid);
  if (!application) return <Loading label="Loading your application" />;
  return (
    <IncomeReviewPage
      uuid={uuid}
      paystubs={{
        requested: Boolean(application.status?.manualPaystubUpload),
        reviewed: Boolean(application.status?.manualPaystubTasksComplete),
      }}
      outcome={
        search.outcome ? { outcome: search.outcome, paystubs: paystubCount(search.paystubs) } : undefined
      }
      onLink={(type) => void navigate({ href: applicationHref(uuid, incomeLinkPage(type)) })}
      onUploadChosen={() => void navigate({ href: applicationHref(uuid, PAYSTUB_UPLOAD_PAGE) })}
    />
  );
}

/** income/link/{type}: PAYROLL or BANK; any other type is no link page, so back to the choice. */
export function IncomeLinkRoute() {
  const { uuid, type } = linkApi.useParams();
  if (!isIncomeLinkType(type)) return <Navigate to={applicationHref(uuid, INCOME_REVIEW_PAGE)} replace />;
  return <IncomeLinkPage key={type} uuid={uuid} linkType={type} />;
}

/**
 * After the return: a step that moved goes to its page through the routing guard (the application home redirects);
 * one that stayed shows on income/review what the check found.
 */
function useAfterReturn() {
  const navigate = useNavigate();
  return useCallback(
    (uuid: string, result: VerifyIncomeResult) => {
      for (const key of [LINK_TOKEN_STORAGE_KEY, LINK_TYPE_STORAGE_KEY]) localStorage.removeItem(key);
      const stays = result.outcome === 'PARTIAL' || result.outcome === 'NOT_FOUND';
      const search = stays ? `?outcome=${result.outcome}&paystubs=${result.paystubsRequired}` : '';
      void navigate({
        href: stays ? `${applicationHref(uuid, INCOME_REVIEW_PAGE)}${search}` : applicationHref(uuid),
        replace: true,
      });
    },
    [navigate],
  );
}

function savedLink() {
  const type = localStorage.getItem(LINK_TYPE_STORAGE_KEY) ?? '';
  return {
    linkToken: localStorage.getItem(LINK_TOKEN_STORAGE_KEY) ?? undefined,
    linkType: isIncomeLinkType(type) ? type : undefined,
  };
}

/** /account/heloc/plaid-oauth-success: the application id is read from local storage (spec 000 §2). */
export function PlaidOAuthSuccessRoute() {
  const { oauth_state_id } = plaidApi.useSearch();
  const onDone = useAfterReturn();
  const uuid = localStorage.getItem(HELOC_UUID_STORAGE_KEY) ?? undefined;
  return <OAuthReturnPage link={{ uuid, ...savedLink(), oauthStateId: oauth_state_id }} onDone={onDone} />;
}

/** income/pointserv-callback: the payroll provider's return, within its application. */
export function PointservCallbackRoute() {
  const { uuid } = applicationApi.useParams();
  const { oauth_state_id } = pointservApi.useSearch();
  const onDone = useAfterReturn();
  return <OAuthReturnPage link={{ uuid, ...savedLink(), oauthStateId: oauth_state_id }} onDone={onDone} />;
}

export function EmployerVerificationRoute() {
  const { uuid } = applicationApi.useParams();
  return <EmployerVerificationPage uuid={uuid} />;
}

/** The sandbox institution's own sign-in; it sends the browser back with a full page load, as a real site would. */
export function SandboxInstitutionRoute() {
  const search = institutionApi.useSearch();
  return (
    <SandboxInstitutionPage
      institutionId={search.institution}
      linkToken={search.link_token}
      onReturn={(href) => window.location.assign(href)}
    />
  );
}
