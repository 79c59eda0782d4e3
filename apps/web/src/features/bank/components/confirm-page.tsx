import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ACCOUNT_VERIFICATION_OUTCOMES } from '@lintel/domain/application/account-verification-outcome';
import { maskedAccount } from '@lintel/domain/application/disbursement-account';
import type { Offer } from '@lintel/domain/application/offer';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { actionErrors } from '../../../lib/step-action.ts';
import { useGiveBankAccount, type BankAccountCall } from '../api/bank-calls.ts';
import { autopayChoice, bankDraft, lastFour, sentAccount, type BankDraft } from '../bank-draft.ts';
import { AccountOutcome, paymentLine } from './account-outcome.tsx';
import './bank.css';

export const CONFIRM_TITLE = 'Check your bank details';
export const CONFIRM_MANUAL_TITLE = 'Check how you will pay';

interface ConfirmPageProps {
  uuid: string;
  /**
   * DISBURSE: the payout account and the payment mode (bank/disburse, bank/autopay). AUTOPAY: a crypto-backed line's
   * autopay account or manual pay, its only bank answer (bank/autopay, decision 239).
   */
  purpose: 'DISBURSE' | 'AUTOPAY';
  /** The account typed; undefined once sent (the outcome is shown instead) or when paying by hand (AUTOPAY). */
  draft: BankDraft | undefined;
  /** AUTOPAY only: the borrower pays each month by hand, so no account is sent. */
  manualPay?: boolean;
  offer: Offer | undefined;
  /** Where the account is changed: bank/disburse, or bank/autopay for a crypto-backed line. */
  accountHref: string;
  autopayHref: string;
  /** Where another account is given after a failed check. */
  anotherAccountHref: string;
}

function callFor(purpose: 'DISBURSE' | 'AUTOPAY', draft: BankDraft | undefined): BankAccountCall | undefined {
  if (purpose === 'AUTOPAY')
    return draft
      ? {
          purpose,
          body: {
            autopay: true,
            routingNumber: draft.routingNumber,
            accountNumber: draft.accountNumber,
            accountNumberConfirmation: draft.accountNumberConfirmation,
            accountType: draft.accountType,
          },
        }
      : { purpose, body: { autopay: false } };
  if (!draft) return undefined;
  return {
    purpose,
    body: {
      routingNumber: draft.routingNumber,
      accountNumber: draft.accountNumber,
      accountNumberConfirmation: draft.accountNumberConfirmation,
      accountType: draft.accountType,
      autopay: draft.autopay ?? false,
    },
  };
}

/**
 * Page bank/confirm (decisions 186, 239): the answers of the bank pages, masked, with Change links; then the one call
 * (PUT …/disbursement-account, or …/autopay-account for a crypto-backed line). The bank's check answers at once, and
 * its outcome is shown here with what to do next before the borrower moves on: VERIFIED and PENDING_REVIEW go on to
 * identity, FAILED_VERIFICATION asks for another account. Paying by hand with no account goes straight on.
 */
export function ConfirmPage(props: ConfirmPageProps) {
  const { uuid, purpose, draft, manualPay = false, offer, accountHref, autopayHref } = props;
  const { mutation, moveOn, refreshApplication } = useGiveBankAccount(uuid);
  const [outcome, setOutcome] = useState(() => sentAccount.get(uuid));
  const errors = actionErrors(mutation.error);
  const manualOnly = purpose === 'AUTOPAY' && manualPay && !draft;
  useDocumentTitle(
    outcome
      ? ACCOUNT_VERIFICATION_OUTCOMES[outcome.result.account.status].heading
      : manualOnly
        ? CONFIRM_MANUAL_TITLE
        : CONFIRM_TITLE,
    errors.length > 0,
  );

  if (outcome)
    return (
      <AccountOutcome
        sent={outcome}
        purpose={purpose}
        offer={offer}
        anotherAccountHref={props.anotherAccountHref}
        moveOn={moveOn}
      />
    );
  if (!draft && !manualOnly) return null;
  const autopay = purpose === 'AUTOPAY' ? !manualOnly : draft?.autopay;

  function send() {
    const call = callFor(purpose, draft);
    if (!call) return;
    mutation.mutate(call, {
      onSuccess: (result) => {
        // The full number leaves memory as soon as the server has it: what follows shows its last four only.
        bankDraft.clear(uuid);
        autopayChoice.clear(uuid);
        // Paying by hand: no account to check, nothing to show; on to the next step.
        if (!result.account) return void moveOn();
        const account = {
          result: { step: result.step, account: result.account },
          bankName: draft?.bankName ?? null,
          autopay: autopay ?? false,
        };
        sentAccount.save(uuid, account);
        setOutcome(account);
        // The application changed (the rate re-priced for the payment mode, the account's status): the sidebar and
        // the account page, if revisited after a failure, read it again. The step is left for the borrower's Continue.
        void refreshApplication();
      },
    });
  }

  const steps = purpose === 'AUTOPAY' ? 'Step 2 of 2.' : 'Step 3 of 3.';
  return (
    <div className="question-page stack">
      <Link to={autopayHref} className="back-link">
        Back
      </Link>
      <ErrorSummary items={errors} focusKey={mutation.failureCount} />
      <h1 className="heading-l">{manualOnly ? CONFIRM_MANUAL_TITLE : CONFIRM_TITLE}</h1>
      <dl className="summary-list">
        {draft ? (
          <>
            <div className="summary-list__row">
              <dt>Bank</dt>
              <dd>{draft.bankName ?? 'Not named by its routing number'}</dd>
            </div>
            <div className="summary-list__row">
              <dt>Routing number</dt>
              <dd>
                {draft.routingNumber}{' '}
                <Link to={accountHref}>
                  Change<span className="visually-hidden"> the routing number</span>
                </Link>
              </dd>
            </div>
            <div className="summary-list__row">
              <dt>{purpose === 'AUTOPAY' ? 'Autopay account' : 'Account'}</dt>
              <dd>
                {draft.accountType === 'CHECKING' ? 'Checking' : 'Savings'} account ending{' '}
                {maskedAccount(lastFour(draft.accountNumber))}{' '}
                <Link to={accountHref}>
                  Change<span className="visually-hidden"> the account</span>
                </Link>
              </dd>
            </div>
          </>
        ) : null}
        <div className="summary-list__row">
          <dt>Monthly payments</dt>
          <dd>
            {paymentLine(autopay, draft ? lastFour(draft.accountNumber) : '', offer)}{' '}
            <Link to={autopayHref}>
              Change<span className="visually-hidden"> how you pay</span>
            </Link>
          </dd>
        </div>
      </dl>
      <p>
        {manualOnly
          ? 'Nothing is taken from a bank account: you pay each month yourself, by bank transfer or check before each due date.'
          : 'When you confirm, we ask your bank to check that the account is in your name. It takes a few seconds.'}{' '}
        {steps}
      </p>
      <div>
        <button type="button" className="button" disabled={mutation.isPending} onClick={send}>
          {mutation.isPending
            ? manualOnly
              ? 'Saving…'
              : 'Checking your account…'
            : manualOnly
              ? 'Confirm how I pay'
              : 'Confirm and verify account'}
        </button>
      </div>
    </div>
  );
}
