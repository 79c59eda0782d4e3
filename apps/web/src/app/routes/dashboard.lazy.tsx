import { useEffect } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { paths } from '../../config/paths.ts';
import { standingHref } from '../../features/application-routing/standing-href.ts';
import { StepStatusLine } from '../../features/application-routing/components/step-status-line.tsx';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { EmailVerificationNotice } from '../../features/account-recovery/components/email-verification-notice.tsx';
import { displayName, useIdentity } from '../../features/session/api/identity.ts';
import { LogoutButton } from '../../features/session/components/logout-button.tsx';

/** Spec 001 §6: an additional signer sees only the signer area; their landing lists the applications they sign. */
function ToSignerArea() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate({ href: paths.signerResume.getHref(), replace: true });
  }, [navigate]);
  return <Loading label="Going to the applications you sign" />;
}

function DashboardRoute() {
  const identity = useIdentity();
  const { companyProduct } = useOrganisation().orgMetaData.companyInfo;
  if (identity.isPending) return <Loading label="Loading your dashboard" />;
  if (identity.isError) {
    return (
      <p role="alert" className="error-message">
        {identity.error.message}
      </p>
    );
  }
  const signer = identity.data.type === 'CO_DEEDER';
  // A broker who also signs keeps the dashboard (spec 001 §2); its list sends their signed applications to the area.
  if (signer && !identity.data.isBroker) return <ToSignerArea />;
  return (
    <DashboardPage
      displayName={displayName(identity.data)}
      companyProduct={companyProduct}
      logoutAction={<LogoutButton />}
      // Until the email is confirmed; it never blocks the application (decision 169), so it follows the list.
      notice={<EmailVerificationNotice />}
      viewerId={identity.data.uuid}
      nextHref={standingHref}
      renderStatus={(application) => (
        <StepStatusLine standing={application.standing} viewerIsSigner={signer} />
      )}
    />
  );
}

export const Route = createLazyRoute('/dashboard')({ component: DashboardRoute });
