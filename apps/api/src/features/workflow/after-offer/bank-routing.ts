import type { bankForRoutingNumber } from '@lintel/domain/api/endpoints/bank-actions';
import type { ReadContext } from '../steps/step-module.ts';

/**
 * bank/disburse names the bank while the borrower types (decision 186). The params schema has already refused a
 * number that fails the ABA checksum; an unknown valid one answers null and the page says the bank could not be named.
 */
export async function bankForRoutingNumberAnswer({ deps, params }: ReadContext<typeof bankForRoutingNumber>) {
  const bankName = await deps.providers.routingDirectory.bankName(params.routingNumber);
  return { routingNumber: params.routingNumber, bankName };
}
