import { Suspense, lazy } from 'react';

const SignedInNotifications = lazy(() =>
  import('./signed-in-notifications.tsx').then((m) => ({ default: m.SignedInNotifications })),
);

interface NotificationsMenuProps {
  loggedIn: boolean;
  /** Where a visitor logs in (the current page as redirectUrl). */
  loginHref: string;
}

/** Spec 001 §2 "Notifications menu". Visitors get a Login button and no notifications (and no wallet call). */
export function NotificationsMenu({ loggedIn, loginHref }: NotificationsMenuProps) {
  if (!loggedIn) {
    return (
      <a className="button" href={loginHref}>
        Login
      </a>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInNotifications />
    </Suspense>
  );
}
