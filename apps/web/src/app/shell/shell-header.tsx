import { Suspense, lazy } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { FEATURE_FLAG_KEYS } from '@lintel/domain/reference-data/feature-flag-keys';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { isAgentPath, isSignerPath, loginHrefFor } from '../../config/paths.ts';
import { hasToken } from '../../lib/session-token.ts';
import { NotificationsMenu } from '../../features/notifications/components/notifications-menu.tsx';
import { HeaderActions } from './header-actions.tsx';
import { useShellFlag } from './shell-flags.ts';
import { usePageSettled } from './use-page-settled.ts';

// Only people with a session see the signed-in menus (identity, notifications, profile, logout): their chunk stays
// out of a visitor's first load, and a borrower's comes after the page's own code and calls (decision 121).
const SignedInHeaderActions = lazy(() =>
  import('./signed-in-header.tsx').then((m) => ({ default: m.SignedInHeaderActions })),
);

/** The header's navigation and menus, composed from the features (decision 080). */
export function ShellHeaderActions() {
  const organisation = useOrganisation();
  const location = useRouterState({ select: (state) => state.location });
  const loggedIn = hasToken();
  const settled = usePageSettled();
  const portfolioLink = useShellFlag(organisation.orgCode, FEATURE_FLAG_KEYS.portfolioLink);
  const context = { loggedIn, portfolioLink, isSigner: isSignerPath(location.pathname), isBroker: false };
  const loginHref = loginHrefFor(location.pathname, location.href);
  if (isAgentPath(location.pathname)) return null;
  if (!loggedIn) {
    return (
      <HeaderActions context={context} pathname={location.pathname}>
        <NotificationsMenu loggedIn={false} loginHref={loginHref} />
      </HeaderActions>
    );
  }
  // Until the signed-in menus are there, the same navigation without them.
  const navigation = <HeaderActions context={context} pathname={location.pathname} />;
  return settled ? (
    <Suspense fallback={navigation}>
      <SignedInHeaderActions context={context} pathname={location.pathname} loginHref={loginHref} />
    </Suspense>
  ) : (
    navigation
  );
}
