import { createLazyRoute } from '@tanstack/react-router';
import { paths } from '../../config/paths.ts';
import { ForgotPasswordForm } from '../../features/account-recovery/components/forgot-password-form.tsx';

/** Forgot password (issue 16, decision 169): a reset link by email; it replaced decision 167's call-us page. */
function ForgotPasswordRoute() {
  return <ForgotPasswordForm loginHref={paths.login.getHref()} />;
}

export const Route = createLazyRoute('/auth/forgot-password')({ component: ForgotPasswordRoute });
