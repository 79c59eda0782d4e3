import { Suspense, lazy, useRef } from 'react';
import { FEATURE_FLAG_KEYS } from '@lintel/domain/reference-data/feature-flag-keys';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { usePageFromServer } from '../../components/layouts/server-rendering.ts';
import { SiteFooter } from '../../components/layouts/site-footer.tsx';
import { useNearViewport } from '../../components/ui/use-near-viewport.ts';
import { useShellFlag } from './shell-flags.ts';
import { usePageSettled } from './use-page-settled.ts';

// The full footer is below the fold on most pages: its own chunk, with the minimal footer standing in meanwhile.
const SiteFooterBody = lazy(() =>
  import('../../features/site-footer/components/site-footer-body.tsx').then((m) => ({
    default: m.SiteFooterBody,
  })),
);
// Its modal brings react-hook-form and the feedback schema (~15 KB gzip): asked for with the footer body, once the page
// has settled, so pages without a form of their own do not pay for it in their first load (decisions 095, 121).
const CeoFeedbackButton = lazy(() =>
  import('../../features/feedback/components/ceo-feedback-button.tsx').then((m) => ({
    default: m.CeoFeedbackButton,
  })),
);

/** The chat widget (a separate issue) listens for this; the footer only asks for it to open (decision 080). */
export const OPEN_CHAT_EVENT = 'lintel:open-chat';

export function ShellFooter() {
  const { orgCode } = useOrganisation();
  const regulatorReview = useShellFlag(orgCode, FEATURE_FLAG_KEYS.regulatorReview);
  const webchat = useShellFlag(orgCode, FEATURE_FLAG_KEYS.webchat);
  // Below the fold on a phone: the full footer (hours, licences) waits until the page has settled (decision 121) and
  // the footer is near the screen (decision 175): the minimal footer's company, NMLS, address and links stand in.
  const settled = usePageSettled();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, '600px');
  // A page the server rendered has the full footer already (decision 244): the app's first render keeps it.
  const fromServer = usePageFromServer();
  if (!fromServer && (!settled || !near)) return <SiteFooter ref={ref} />;
  return (
    <Suspense fallback={<SiteFooter />}>
      <SiteFooterBody
        regulatorReview={regulatorReview}
        onOpenChat={webchat ? () => window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT)) : undefined}
        extra={
          <Suspense fallback={null}>
            <CeoFeedbackButton />
          </Suspense>
        }
      />
    </Suspense>
  );
}
