import { useEffect, useState } from 'react';
import { NO_NOTIFICATIONS_TEXT, isUnread } from '@lintel/domain/shell-rules/notifications';
import { CopyWalletAddress } from '../../../components/ui/copy-wallet-address.tsx';
import { PopoverMenu } from '../../../components/ui/popover-menu.tsx';
import { useMarkRead } from '../api/mark-read.ts';
import { useWalletAccounts } from '../api/wallet-accounts.ts';
import { notificationView } from '../notification-list.ts';
import { NotificationItem } from './notification-item.tsx';
import './notifications.css';

const MINUTE_MS = 60_000;

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <path
        d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The signed-in menu: its own chunk, so a visitor's first load does not carry it. */
export function SignedInNotifications() {
  const accounts = useWalletAccounts(true);
  const markRead = useMarkRead();
  const [showAll, setShowAll] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);

  const view = notificationView(accounts.data, showAll);
  const unreadUuids = view.groups.flatMap((group) => group.items.filter(isUnread).map((item) => item.uuid));

  return (
    <PopoverMenu
      panelLabel="Notifications"
      button={
        <>
          <BellIcon />
          <span className="visually-hidden">Notifications</span>
          {view.unreadCount > 0 ? (
            <>
              <span className="popover__badge">{view.unreadCount}</span>
              <span className="visually-hidden"> unread</span>
            </>
          ) : null}
        </>
      }
    >
      {() => (
        <div className="notifications">
          <div className="notifications__header">
            <h2 className="notifications__heading">Notifications</h2>
            {unreadUuids.length > 0 ? (
              <button type="button" className="link-button" onClick={() => markRead.mutate(unreadUuids)}>
                Mark all as read
              </button>
            ) : null}
          </div>
          {accounts.isPending ? <p>Loading notifications…</p> : null}
          {accounts.isError ? <p>Notifications could not be loaded.</p> : null}
          {accounts.isSuccess && view.groups.length === 0 ? <p>{NO_NOTIFICATIONS_TEXT}</p> : null}
          {view.groups.map((group) => (
            <section key={group.walletAddress} aria-label={`Wallet ${group.walletAddress}`}>
              {group.walletAddress ? (
                <p className="notifications__wallet">
                  <CopyWalletAddress address={group.walletAddress} />
                </p>
              ) : null}
              <ul className="notifications__list">
                {group.items.map((item) => (
                  <NotificationItem
                    key={item.uuid}
                    notification={item}
                    now={now}
                    onMarkRead={(uuid) => markRead.mutate([uuid])}
                  />
                ))}
              </ul>
            </section>
          ))}
          {view.viewAll ? (
            <button type="button" className="button button--secondary" onClick={() => setShowAll(true)}>
              View All
            </button>
          ) : null}
        </div>
      )}
    </PopoverMenu>
  );
}
