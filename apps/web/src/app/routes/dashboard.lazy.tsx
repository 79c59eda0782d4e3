import { createLazyRoute } from '@tanstack/react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { StepStatusLine } from '../../features/application-routing/components/step-status-line.tsx';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { displayName, useIdentity } from '../../features/session/api/identity.ts';
import { LogoutButton } from '../../features/session/components/logout-button.tsx';

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
  return (
    <DashboardPage
      displayName={displayName(identity.data)}
      companyProduct={companyProduct}
      logoutAction={<LogoutButton />}
      renderStatus={(uuid) => (
        <StepStatusLine uuid={uuid} viewerIsSigner={identity.data.type === 'CO_DEEDER'} />
      )}
    />
  );
}

export const Route = createLazyRoute('/dashboard')({ component: DashboardRoute });
