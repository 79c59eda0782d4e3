import { useEffect, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '@lintel/domain/constants/timings';
import { shortenWalletAddress } from '@lintel/domain/shell-rules/wallet-address';
import { LiveMessage } from './live-message.tsx';

/**
 * A wallet address shortened past 11 characters (domain rule), with a copy action whose "Copied" confirmation lasts
 * 1 s (spec 001 §2/§9). The full address stays available to screen readers and as the element's title.
 */
export function CopyWalletAddress({ address }: { address: string }) {
  const [copiedAt, setCopiedAt] = useState(0);
  useEffect(() => {
    if (!copiedAt) return;
    const timer = setTimeout(() => setCopiedAt(0), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopiedAt(Date.now());
    } catch {
      // Clipboard refused (permissions, insecure origin): the address is still on screen to select by hand.
    }
  };

  return (
    <span className="wallet-address">
      <span title={address} aria-hidden="true" className="wallet-address__short">
        {shortenWalletAddress(address)}
      </span>
      <span className="visually-hidden">Wallet address {address}</span>{' '}
      <button
        type="button"
        className="link-button"
        aria-label={copiedAt ? 'Copied wallet address' : 'Copy wallet address'}
        onClick={() => void copy()}
      >
        {copiedAt ? 'Copied' : 'Copy'}
      </button>
      <LiveMessage message={copiedAt ? 'Wallet address copied' : ''} nonce={copiedAt} />
    </span>
  );
}
