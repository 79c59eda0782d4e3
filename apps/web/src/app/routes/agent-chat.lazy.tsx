import { createLazyRoute } from '@tanstack/react-router';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { SeatPage } from '../../features/chat/seat/seat-page.tsx';

function AgentChatRoute() {
  const organisation = useOrganisation();
  return (
    <SeatPage orgCode={organisation.orgCode} lenderName={organisation.orgMetaData.companyInfo.companyName} />
  );
}

export const Route = createLazyRoute('/agent/chat')({ component: AgentChatRoute });
