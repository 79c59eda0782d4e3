import {
  WALLET_ADDRESS_HEAD,
  WALLET_ADDRESS_MAX_LENGTH,
  WALLET_ADDRESS_TAIL,
} from '../constants/shell-limits.ts';

/** Three full stops rather than '…', so a copied label still searches and reads the same everywhere (decision 035). */
export const WALLET_ADDRESS_ELLIPSIS = '...';

/** Spec 001 §2: addresses longer than 11 characters show their first 6 and last 5 characters. */
export function shortenWalletAddress(address: string): string {
  if (address.length <= WALLET_ADDRESS_MAX_LENGTH) return address;
  return `${address.slice(0, WALLET_ADDRESS_HEAD)}${WALLET_ADDRESS_ELLIPSIS}${address.slice(-WALLET_ADDRESS_TAIL)}`;
}
