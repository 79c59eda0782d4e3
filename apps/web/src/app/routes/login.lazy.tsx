import { createLazyRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { LoginForm } from '../../features/session/components/login-form.tsx';
import { safeRedirectUrl } from '@lintel/domain/shell-rules/url-rules';

const loginApi = getRouteApi('/auth/login');

function LoginRoute() {
  const { redirectUrl } = loginApi.useSearch();
  const router = useRouter();
  return (
    <div className="narrow">
      <LoginForm onLoggedIn={() => router.history.push(safeRedirectUrl(redirectUrl))} />
    </div>
  );
}

export const Route = createLazyRoute('/auth/login')({ component: LoginRoute });
