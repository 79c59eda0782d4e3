import { createLazyRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { LoginForm } from '../../features/session/components/login-form.tsx';
import { safeSignerRedirect } from './signer-routes.ts';

const signerLoginApi = getRouteApi('/account/heloc/heloc-signer/login');

/** Spec 001 §2: "/account/heloc/heloc-signer/login for additional signers" — the same form, the signer's landing. */
function SignerLoginRoute() {
  const { redirectUrl } = signerLoginApi.useSearch();
  const router = useRouter();
  return (
    <div className="narrow">
      <LoginForm
        heading="Log in as an additional signer"
        onLoggedIn={() => router.history.push(safeSignerRedirect(redirectUrl))}
      />
    </div>
  );
}

export const Route = createLazyRoute('/account/heloc/heloc-signer/login')({ component: SignerLoginRoute });
