import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { paths } from '../../config/paths.ts';
import { ResetPasswordForm } from '../../features/account-recovery/components/reset-password-form.tsx';

/** A link's token: 43 base64url characters; anything else is shown as an expired link. */
const LINK_TOKEN = /^[\w-]{43}$/;
const resetApi = getRouteApi('/auth/reset-password');

function ResetPasswordRoute() {
  const { token } = resetApi.useSearch();
  const readable = token !== undefined && LINK_TOKEN.test(token) ? token : undefined;
  return (
    <ResetPasswordForm
      token={readable}
      loginHref={paths.login.getHref()}
      forgotPasswordHref={paths.forgotPassword.getHref()}
    />
  );
}

export const Route = createLazyRoute('/auth/reset-password')({ component: ResetPasswordRoute });
