import { relativeTime } from '@lintel/domain/shell-rules/relative-time';
import { isUnread } from '@lintel/domain/shell-rules/notifications';
import type { WalletNotification } from '@lintel/domain/shell-contracts/wallet';
import { ctaHref } from '../notification-list.ts';

interface NotificationItemProps {
  notification: WalletNotification;
  now: number;
  onMarkRead: (uuid: string) => void;
}

/** Title, description, relative time and call-to-action buttons (spec 001 §2). */
export function NotificationItem({ notification, now, onMarkRead }: NotificationItemProps) {
  const unread = isUnread(notification);
  return (
    <li className={`notification${unread ? ' notification--unread' : ''}`}>
      <p className="notification__title">
        {unread ? <span className="visually-hidden">Unread: </span> : null}
        {notification.title}
      </p>
      <p>{notification.description}</p>
      <p className="notification__time">
        <time dateTime={notification.created}>{relativeTime(notification.created, now)}</time>
      </p>
      <div className="notification__actions">
        {notification.ctas.map((cta) => {
          const href = ctaHref(cta.redirectPath);
          return href ? (
            <a key={`${cta.title}-${cta.redirectPath}`} className="button notification__cta" href={href}>
              {cta.title}
            </a>
          ) : null;
        })}
        {unread ? (
          <button type="button" className="link-button" onClick={() => onMarkRead(notification.uuid)}>
            Mark as read<span className="visually-hidden">: {notification.title}</span>
          </button>
        ) : null}
      </div>
    </li>
  );
}
