import { createLazyRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { safeRedirectUrl } from '@lintel/domain/shell-rules/url-rules';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { loginTarget, paths } from '../../config/paths.ts';
import { LoginForm } from '../../features/session/components/login-form.tsx';
import { LoginHelp } from '../../features/session/components/login-help.tsx';
import { applyHref } from './apply-href.ts';

const loginApi = getRouteApi('/auth/login');

function LoginRoute() {
  const { redirectUrl } = loginApi.useSearch();
  const router = useRouter();
  const organisation = useOrganisation();
  // Only a safe same-origin path, and never a login page (decision 167): otherwise the dashboard.
  const onLoggedIn = () => router.history.push(safeRedirectUrl(loginTarget(redirectUrl)));
  return (
    <div className="narrow">
      <LoginForm onLoggedIn={onLoggedIn} />
      <LoginHelp
        createAccountHref={applyHref(organisation, undefined)}
        forgotPasswordHref={paths.forgotPassword.getHref()}
      />
    </div>
  );
}

export const Route = createLazyRoute('/auth/login')({ component: LoginRoute });
