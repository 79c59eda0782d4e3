import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { displayName, useIdentity } from '../../features/session/api/identity.ts';
import { SignerHomePage } from '../../features/signer/components/signer-home-page.tsx';
import { AcceptInvitationRoute } from './signer-area-pages.tsx';

const resumeApi = getRouteApi('/account/heloc/heloc-signer/resume');

function SignerLanding() {
  const identity = useIdentity();
  const { companyName, companyProduct } = useOrganisation().orgMetaData.companyInfo;
  if (identity.isPending) return <Loading label="Loading your applications" />;
  if (identity.isError) {
    return (
      <p role="alert" className="error-message">
        {identity.error.message}
      </p>
    );
  }
  return (
    <SignerHomePage
      identityUuid={identity.data.uuid}
      displayName={displayName(identity.data)}
      companyName={companyName}
      companyProduct={companyProduct}
    />
  );
}

/** Spec 000 §2 heloc-signer "resume": the invitation link's acceptance (with its token), else the signer's landing. */
function SignerResumeRoute() {
  const { token } = resumeApi.useSearch();
  if (token) return <AcceptInvitationRoute token={token} />;
  return <SignerLanding />;
}

export const Route = createLazyRoute('/account/heloc/heloc-signer/resume')({ component: SignerResumeRoute });
