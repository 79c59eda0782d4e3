import { createLazyRoute } from '@tanstack/react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { SettingsPage } from '../../features/dashboard/components/settings-page.tsx';
import { displayName, useIdentity } from '../../features/session/api/identity.ts';

function SettingsRoute() {
  const identity = useIdentity();
  if (identity.isPending) return <Loading label="Loading your settings" />;
  if (identity.isError) {
    return (
      <p role="alert" className="error-message">
        {identity.error.message}
      </p>
    );
  }
  return <SettingsPage displayName={displayName(identity.data)} email={identity.data.email} />;
}

export const Route = createLazyRoute('/dashboard/settings')({ component: SettingsRoute });
