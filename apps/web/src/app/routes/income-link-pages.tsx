import { useCallback } from 'react';
import { getRouteApi, Navigate, useNavigate } from '@tanstack/react-router';
import type { VerifyIncomeResult } from '@lintel/domain/application/income-verification';
import { HELOC_UUID_STORAGE_KEY } from '@lintel/domain/constants/storage-keys';
import { applicationHref } from '../../features/application-routing/application-pages.ts';
import { IncomeLinkPage } from '../../features/income/components/income-link-page.tsx';
import { OAuthReturnPage } from '../../features/income/components/oauth-return-page.tsx';
import {
  INCOME_REVIEW_PAGE,
  isIncomeLinkType,
  LINK_TOKEN_STORAGE_KEY,
  LINK_TYPE_STORAGE_KEY,
} from '../../features/income/income-pages.ts';

// income/link/{type} and the returns from a link's sign-in: a chunk apart from income/review (decision 233).
const applicationApi = getRouteApi('/account/heloc/$uuid');
const linkApi = getRouteApi('/account/heloc/$uuid/income/link/$type');
const pointservApi = getRouteApi('/account/heloc/$uuid/income/pointserv-callback');
const plaidApi = getRouteApi('/account/heloc/plaid-oauth-success');

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
