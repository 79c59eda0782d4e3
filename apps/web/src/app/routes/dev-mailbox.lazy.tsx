import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { paths } from '../../config/paths.ts';
import { DevMailboxPage } from '../../features/dev-tools/mailbox/dev-mailbox-page.tsx';

const mailboxApi = getRouteApi('/dev/mailbox');

/** Outside production only: its API is not served in production (decision 168). */
function DevMailboxRoute() {
  const { id } = mailboxApi.useSearch();
  return <DevMailboxPage selectedId={id} hrefFor={(messageId) => paths.devMailbox.getHref(messageId)} />;
}

export const Route = createLazyRoute('/dev/mailbox')({ component: DevMailboxRoute });
