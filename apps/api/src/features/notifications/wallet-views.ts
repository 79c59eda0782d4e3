import type { WalletNotification, WalletProfile } from '@lintel/domain/shell-contracts/wallet';
import type { NotificationRow, WalletAccountRow } from './wallet-repository.ts';

export function toProfile(wallet: WalletAccountRow, name: string): WalletProfile {
  return {
    account: { name, address: wallet.address },
    authorizedWallet: { authorizationType: wallet.authorizationType },
  };
}

export function toNotification(row: NotificationRow): WalletNotification {
  return {
    uuid: row.id,
    title: row.title,
    description: row.description,
    created: row.createdAt.toISOString(),
    status: row.status,
    walletAddress: row.walletAddress,
    ctas: row.ctas,
  };
}
