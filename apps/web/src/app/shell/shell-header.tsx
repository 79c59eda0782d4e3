import { Suspense, lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { FEATURE_FLAG_KEYS } from '@lintel/domain/reference-data/feature-flag-keys';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { isSignerPath, loginHrefFor } from '../../config/paths.ts';
import { hasToken } from '../../lib/session-token.ts';
import { displayName, identityQueryOptions } from '../../features/session/api/identity.ts';
import { useLogout } from '../../features/session/api/logout.ts';
import { SideNav } from '../../features/shell-nav/components/side-nav.tsx';
import { TopNav } from '../../features/shell-nav/components/top-nav.tsx';
import { NotificationsMenu } from '../../features/notifications/components/notifications-menu.tsx';
import { useShellFlag } from './shell-flags.ts';
import './shell.css';

// Only people with a session see the profile menu: its chunk stays out of a visitor's first load.
const ProfileMenu = lazy(() =>
  import('../../features/profile-menu/components/profile-menu.tsx').then((m) => ({ default: m.ProfileMenu })),
);

/** The header's navigation and menus, composed from the features (decision 080). */
export function ShellHeaderActions() {
  const organisation = useOrganisation();
  const location = useRouterState({ select: (state) => state.location });
  const loggedIn = hasToken();
  const identity = useQuery({ ...identityQueryOptions(), enabled: loggedIn });
  const portfolioLink = useShellFlag(organisation.orgCode, FEATURE_FLAG_KEYS.portfolioLink);
  const isSigner = identity.data?.type === 'CO_DEEDER' || isSignerPath(location.pathname);
  const logout = useLogout(undefined, isSigner);
  const context = {
    loggedIn,
    portfolioLink,
    isSigner,
    isBroker: identity.data?.isBroker ?? false,
  };
  const loginHref = loginHrefFor(location.pathname, location.href);
  return (
    <div className="shell-actions">
      <TopNav context={context} currentPath={location.pathname} />
      <NotificationsMenu loggedIn={loggedIn} loginHref={loginHref} />
      {loggedIn ? (
        <Suspense fallback={null}>
          <ProfileMenu
            displayName={identity.data ? displayName(identity.data) : 'Account'}
            isSigner={isSigner}
            isBroker={context.isBroker}
            onLogout={() => logout.mutate()}
            logoutPending={logout.isPending}
            pathname={location.pathname}
          />
        </Suspense>
      ) : null}
      <SideNav context={context} />
    </div>
  );
}
