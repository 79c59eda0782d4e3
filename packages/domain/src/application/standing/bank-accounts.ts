import { isCryptoHeloc } from '../../shell-rules/crypto.ts';
import { hasAutopayAccount } from '../../step-engine/application-facts.ts';
import type { Application } from '../application.ts';
import type { StandingAccounts } from './standing.ts';

/**
 * The accounts every page names (decision 239), worked out on the server with the rest of the standing. Its schema
 * lives with the standing's (`standingAccountsSchema`), which the browser loads; this reader stays on the server.
 */
export function standingAccounts(application: Application): StandingAccounts {
  const cryptoBacked = isCryptoHeloc(application);
  const payments =
    application.payType === 'AUTOPAY' || application.payType === 'MANUAL' ? application.payType : null;
  const autopayMask =
    payments === 'AUTOPAY' && hasAutopayAccount(application)
      ? (application.autopayAccount?.mask ??
        (cryptoBacked ? null : (application.disburseAccount?.mask ?? null)))
      : null;
  return {
    cryptoBacked,
    payoutMask: cryptoBacked ? null : (application.disburseAccount?.mask ?? null),
    payments,
    autopayMask,
  };
}
