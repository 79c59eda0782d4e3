import { apiErrorSchema } from '@lintel/domain/api/api-error';
import {
  NOTIFICATIONS_READ_PATH,
  WALLET_ACCESS_PATH,
  WALLET_ACCOUNTS_PATH,
  markNotificationsReadAnswerSchema,
  markNotificationsReadSchema,
  walletAccessQuerySchema,
  walletAccountsSchema,
  walletProfileSchema,
} from '@lintel/domain/shell-contracts/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, sessionOf } from '../identity/require-session.ts';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { accountNameOf, ensureWalletAccount, listNotifications, markRead } from './wallet-repository.ts';
import { toNotification, toProfile } from './wallet-views.ts';

const TAGS = ['service-wallet'];
const NOT_FOUND = { errors: [{ message: 'Wallet account not found', field: 'principal' }] };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Spec 001 §7 "Wallet and notifications": every answer is the caller's own account only. */
export function walletRoutes(app: FastifyInstance, opts: FeatureOptions): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = opts;
  const preHandler = requireSession(opts);

  typed.get(
    WALLET_ACCESS_PATH,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'The profile menu: account name, wallet address and authorisation type',
        querystring: walletAccessQuerySchema,
        response: { 200: walletProfileSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { identityId } = sessionOf(request);
      const wallet = await ensureWalletAccount(db, identityId, clock.now());
      const principal = request.query.principal;
      if (principal !== undefined && principal.toLowerCase() !== wallet.address) return reply.code(404).send(NOT_FOUND);
      return toProfile(wallet, await accountNameOf(db, identityId));
    },
  );

  typed.get(
    WALLET_ACCOUNTS_PATH,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'The caller’s accounts with their notifications, oldest first',
        response: { 200: walletAccountsSchema, ...errors },
      },
    },
    async (request) => {
      const { identityId } = sessionOf(request);
      const wallet = await ensureWalletAccount(db, identityId, clock.now());
      const [name, rows] = await Promise.all([accountNameOf(db, identityId), listNotifications(db, identityId)]);
      return {
        accounts: [
          {
            account: { name, address: wallet.address },
            authorizedWallets: [{ address: wallet.address }],
            notifications: rows.map(toNotification),
          },
        ],
      };
    },
  );

  typed.post(
    NOTIFICATIONS_READ_PATH,
    {
      preHandler,
      bodyLimit: 8 * 1024,
      schema: {
        tags: TAGS,
        summary: 'Marks the caller’s notifications read (uuids of others are ignored)',
        body: markNotificationsReadSchema,
        response: { 200: markNotificationsReadAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { identityId } = sessionOf(request);
      return { read: await markRead(db, identityId, request.body.uuids, clock.now()) };
    },
  );
}
