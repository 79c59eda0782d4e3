import { HELOC_UUID_STORAGE_KEY } from '@lintel/domain/constants/storage-keys';
import { useMemo } from 'react';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { ChatWidget } from '../../features/chat/components/chat-widget.tsx';
import { getAgentId, getChatModeOverride } from '../../features/dev-tools/chat/chat-dev-options.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function applicationUuid(): string | undefined {
  try {
    const value = localStorage.getItem(HELOC_UUID_STORAGE_KEY) ?? '';
    return UUID.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The app layer's composition of the chat (features do not import each other, decision 133): the lender, the
 * application the borrower is on, and outside production the dev options' chat mode and agent id.
 */
export function ChatWidgetEntry({ onClose }: { onClose: () => void }) {
  const organisation = useOrganisation();
  const options = useMemo(
    () => ({
      orgCode: organisation.orgCode,
      orgName: organisation.orgMetaData.companyInfo.companyName,
      mode: getChatModeOverride(),
      agentId: getAgentId(),
      applicationUuid: applicationUuid(),
    }),
    [organisation],
  );
  return <ChatWidget {...options} onClose={onClose} />;
}
