import { createLazyRoute } from '@tanstack/react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { displayName, useIdentity } from '../../features/session/api/identity.ts';
import { SignerHomePage } from '../../features/signer/components/signer-home-page.tsx';

function SignerResumeRoute() {
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

export const Route = createLazyRoute('/account/heloc/heloc-signer/resume')({ component: SignerResumeRoute });
