import {
  markNotificationsRead,
  walletAccounts,
  walletProfile,
} from '@lintel/domain/api/endpoints/service-wallet';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../identity/require-session.ts';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { accountNameOf, ensureWalletAccount, listNotifications, markRead } from './wallet-repository.ts';
import { toNotification, toProfile } from './wallet-views.ts';

const NOT_FOUND = { errors: [{ message: 'Wallet account not found', field: 'principal' }] };

/** Spec 001 §7 "Wallet and notifications": every answer is the caller's own account only. */
export function walletRoutes(app: FastifyInstance, { db, clock, endpoints }: FeatureOptions): void {
  endpoints(app, walletProfile, async ({ query, request, reply }) => {
    const { identityId } = sessionOf(request);
    const wallet = await ensureWalletAccount(db, identityId, clock.now());
    const principal = query.principal;
    if (principal !== undefined && principal.toLowerCase() !== wallet.address)
      return reply.code(404).send(NOT_FOUND);
    return toProfile(wallet, await accountNameOf(db, identityId));
  });

  endpoints(app, walletAccounts, async ({ request }) => {
    const { identityId } = sessionOf(request);
    const wallet = await ensureWalletAccount(db, identityId, clock.now());
    const [name, rows] = await Promise.all([
      accountNameOf(db, identityId),
      listNotifications(db, identityId),
    ]);
    return {
      accounts: [
        {
          account: { name, address: wallet.address },
          authorizedWallets: [{ address: wallet.address }],
          notifications: rows.map(toNotification),
        },
      ],
    };
  });

  endpoints(
    app,
    markNotificationsRead,
    async ({ body, request }) => {
      const { identityId } = sessionOf(request);
      return { read: await markRead(db, identityId, body.uuids, clock.now()) };
    },
    { bodyLimit: 8 * 1024 },
  );
}
