import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bankForRoutingNumber,
  giveAutopayAccount,
  giveDisbursementAccount,
} from '@lintel/domain/api/endpoints/bank-actions';
import type { AutopayAccountBody, AutopayAccountResult } from '@lintel/domain/application/autopay-account';
import {
  isValidRoutingNumber,
  type DisbursementAccountBody,
} from '@lintel/domain/application/disbursement-account';
import { apiClient } from '../../../lib/api-client.ts';
import { moveOnAfterAction } from '../../../lib/step-action.ts';

export const bankNameQueryOptions = (uuid: string, routingNumber: string) =>
  queryOptions({
    queryKey: ['application', uuid, 'bank-routing', routingNumber] as const,
    queryFn: ({ signal }) =>
      apiClient.call(bankForRoutingNumber, { params: { uuid, routingNumber }, signal }),
    // A routing number's bank does not change while the borrower is on the page.
    staleTime: Infinity,
    retry: false,
  });

/** The bank of a routing number, asked only once the number passes the checksum (decision 186). */
export function useBankName(uuid: string, routingNumber: string) {
  const valid = isValidRoutingNumber(routingNumber);
  return useQuery({ ...bankNameQueryOptions(uuid, routingNumber), enabled: valid });
}

/** What bank/confirm sends: the payout account (and the payment mode), or a crypto-backed line's autopay choice. */
export type BankAccountCall =
  { purpose: 'DISBURSE'; body: DisbursementAccountBody } | { purpose: 'AUTOPAY'; body: AutopayAccountBody };

/**
 * PUT …/disbursement-account (or …/autopay-account) from bank/confirm. Unlike the other step actions the answer is shown before the
 * borrower moves on (the verification outcome and what to do next), so the step is refreshed only by `moveOn`.
 */
export function useGiveBankAccount(uuid: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    // A crypto-backed line gives its autopay account (or manual pay) instead of a payout account (decision 239).
    mutationFn: (sent: BankAccountCall): Promise<AutopayAccountResult> =>
      sent.purpose === 'AUTOPAY'
        ? apiClient.call(giveAutopayAccount, { params: { uuid }, body: sent.body })
        : apiClient.call(giveDisbursementAccount, { params: { uuid }, body: sent.body }),
  });
  return {
    mutation,
    moveOn: () => moveOnAfterAction(queryClient, uuid),
    // The step stays (a failed check): the application is refetched in the background, and the step query is left
    // alone, since resetting it would put the page behind the guard's loader and lose the outcome on screen.
    refreshApplication: () =>
      queryClient.invalidateQueries({
        queryKey: ['application', uuid],
        predicate: (query) => query.queryKey[2] !== 'server-step',
      }),
  };
}
