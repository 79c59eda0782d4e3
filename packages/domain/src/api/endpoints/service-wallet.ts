import {
  NOTIFICATIONS_READ_PATH,
  WALLET_ACCESS_PATH,
  WALLET_ACCOUNTS_PATH,
  markNotificationsReadAnswerSchema,
  markNotificationsReadSchema,
  walletAccessQuerySchema,
  walletAccountsSchema,
  walletProfileSchema,
} from '../../shell-contracts/wallet.ts';
import { endpoint } from '../endpoint.ts';

/** Every answer is the caller's own account only; another wallet address is not found (404). */
export const walletProfile = endpoint({
  method: 'GET',
  path: WALLET_ACCESS_PATH,
  service: 'service-wallet',
  summary: 'The profile menu: account name, wallet address and authorisation type',
  caller: 'signed-in',
  query: walletAccessQuerySchema,
  response: walletProfileSchema,
  errors: [400, 404],
});

export const walletAccounts = endpoint({
  method: 'GET',
  path: WALLET_ACCOUNTS_PATH,
  service: 'service-wallet',
  summary: 'The caller’s accounts with their notifications, oldest first',
  caller: 'signed-in',
  response: walletAccountsSchema,
  errors: [400],
});

export const markNotificationsRead = endpoint({
  method: 'POST',
  path: NOTIFICATIONS_READ_PATH,
  service: 'service-wallet',
  summary: 'Marks the caller’s notifications read (uuids of others are ignored)',
  caller: 'signed-in',
  body: markNotificationsReadSchema,
  response: markNotificationsReadAnswerSchema,
  errors: [400],
});
