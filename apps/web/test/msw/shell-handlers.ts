import { bannerFile } from '@lintel/domain/api/endpoints/banners';
import { allFeatureFlags, featureFlag, flagDecision } from '@lintel/domain/api/endpoints/feature-flags';
import { operatingHours } from '@lintel/domain/api/endpoints/operating-hours';
import { walletAccounts, walletProfile } from '@lintel/domain/api/endpoints/service-wallet';
import { stateLicenses } from '@lintel/domain/api/endpoints/state-licenses';
import { telemetryEvent, telemetrySession } from '@lintel/domain/api/endpoints/telemetry';
import { answer, handle, refuse } from './handle.ts';

/**
 * The calls the shell makes around every page (banners, flags, telemetry, the footer's lists, the profile and
 * notification menus), answered as the server does for a lender that has set none of them and a borrower with
 * nothing in the wallet. They are the server's standing handlers: a test declares its page's own calls, and
 * overrides one of these (server.use) when the shell is what it looks at.
 */
export const shellHandlers = [
  answer(bannerFile, []),
  answer(telemetrySession, {
    sessionKey: {
      uuid: '00000000-0000-4000-8000-0000000000a1',
      epoch: 0,
      trackerUuid: '00000000-0000-4000-8000-0000000000a2',
    },
  }),
  answer(telemetryEvent, { stored: true }),
  answer(allFeatureFlags, { features: [] }),
  handle(flagDecision, ({ body }) => ({
    flagKey: body.flagKey,
    flagEnabled: false,
    variationKey: 'off',
    variables: {},
  })),
  handle(featureFlag, ({ body }) => ({ featureKey: body.featureKey, enabled: false, variables: {} })),
  answer(stateLicenses, []),
  // The server's answers when a lender has no phone hours, and a borrower no wallet.
  refuse(operatingHours, 404, 'No hours for this department'),
  refuse(walletProfile, 404, 'Not found'),
  answer(walletAccounts, { accounts: [] }),
];
