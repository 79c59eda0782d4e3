import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { paths } from '../../config/paths.ts';
import { VerifyEmailPage } from '../../features/account-recovery/components/verify-email-page.tsx';

/** A link's token: 43 base64url characters; anything else is shown as an expired link. */
const LINK_TOKEN = /^[\w-]{43}$/;
const verifyApi = getRouteApi('/auth/verify-email');

function VerifyEmailRoute() {
  const { token } = verifyApi.useSearch();
  const readable = token !== undefined && LINK_TOKEN.test(token) ? token : undefined;
  return <VerifyEmailPage token={readable} continueHref={paths.dashboard.getHref()} />;
}

export const Route = createLazyRoute('/auth/verify-email')({ component: VerifyEmailRoute });
