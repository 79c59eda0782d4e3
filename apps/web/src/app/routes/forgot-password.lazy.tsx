import { createLazyRoute } from '@tanstack/react-router';
import { paths } from '../../config/paths.ts';
import { ForgotPasswordNotice } from '../../features/session/components/forgot-password-notice.tsx';

/** Temporary until online reset exists: call the lender (decision 167). */
function ForgotPasswordRoute() {
  return <ForgotPasswordNotice loginHref={paths.login.getHref()} />;
}

export const Route = createLazyRoute('/auth/forgot-password')({ component: ForgotPasswordRoute });
