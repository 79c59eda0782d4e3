import { Suspense, lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { displayName, identityQueryOptions } from '../../features/session/api/identity.ts';
import { hasToken } from '../../lib/session-token.ts';
import { useLogout } from '../../features/session/api/logout.ts';
import { NotificationsMenu } from '../../features/notifications/components/notifications-menu.tsx';
import type { NavContext } from '../../features/shell-nav/nav-links.ts';
import { HeaderActions } from './header-actions.tsx';

const ProfileMenu = lazy(() =>
  import('../../features/profile-menu/components/profile-menu.tsx').then((m) => ({ default: m.ProfileMenu })),
);

interface SignedInHeaderProps {
  /** The context a visitor's header would have, with loggedIn set; who the borrower is refines it. */
  context: NavContext;
  pathname: string;
  loginHref: string;
}

/**
 * The signed-in header: who the borrower is (identity), notifications, profile menu and logout. Its own chunk, asked
 * for once the page has settled, so neither a visitor's first load nor a borrower's first paint carries it.
 */
export function SignedInHeaderActions({ context, pathname, loginHref }: SignedInHeaderProps) {
  // Not once the session has ended: logging out clears the token before the browser leaves, and asking then would
  // answer 401, whose redirect to the login page would cancel the logout's own navigation.
  const identity = useQuery({ ...identityQueryOptions(), enabled: hasToken() });
  const isSigner = identity.data?.type === 'CO_DEEDER' || context.isSigner;
  const isBroker = identity.data?.isBroker ?? false;
  const logout = useLogout(undefined, isSigner);
  return (
    <HeaderActions context={{ ...context, isSigner, isBroker }} pathname={pathname}>
      <NotificationsMenu loggedIn loginHref={loginHref} />
      <Suspense fallback={null}>
        <ProfileMenu
          displayName={identity.data ? displayName(identity.data) : 'Account'}
          isSigner={isSigner}
          isBroker={isBroker}
          onLogout={() => logout.mutate()}
          logoutPending={logout.isPending}
          pathname={pathname}
        />
      </Suspense>
    </HeaderActions>
  );
}
