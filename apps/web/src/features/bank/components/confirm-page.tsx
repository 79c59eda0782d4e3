import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ACCOUNT_VERIFICATION_OUTCOMES } from '@lintel/domain/application/account-verification-outcome';
import { maskedAccount } from '@lintel/domain/application/disbursement-account';
import type { Offer } from '@lintel/domain/application/offer';
import { waitingOnText } from '@lintel/domain/application/standing/standing';
import { formatPercent } from '@lintel/domain/loan-math/format-money';
import { offerRate } from '@lintel/domain/loan-math/offer-rate';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { actionErrors } from '../../../lib/step-action.ts';
import { useGiveBankAccount } from '../api/bank-calls.ts';
import { bankDraft, lastFour, sentAccount, type BankDraft, type SentAccount } from '../bank-draft.ts';
import './bank.css';

export const CONFIRM_TITLE = 'Check your bank details';

/** How the borrower pays, in words, with the rate that mode gives. */
export function paymentLine(autopay: boolean | undefined, last4: string, offer: Offer | undefined) {
  const rate = offer ? ` at ${formatPercent(offerRate(offer, autopay ? 'AUTOPAY' : 'MANUAL'))}` : '';
  return autopay
    ? `Autopay from the account ending ${maskedAccount(last4)}${rate}`
    : `You pay each month yourself${rate}`;
}

interface ConfirmPageProps {
  uuid: string;
  /** The answers of bank/disburse and bank/autopay; undefined once sent (the outcome is shown instead). */
  draft: BankDraft | undefined;
  offer: Offer | undefined;
  disburseHref: string;
  autopayHref: string;
  /** bank/manual-disburse: where another account is given after a failed check. */
  anotherAccountHref: string;
}

/**
 * Page bank/confirm (decision 186): the answers of bank/disburse and bank/autopay, masked, with Change links; then
 * the one call (PUT …/disbursement-account). The bank's check answers at once, and its outcome is shown here with
 * what to do next before the borrower moves on: VERIFIED and PENDING_REVIEW go on to identity, FAILED_VERIFICATION
 * asks for another account.
 */
export function ConfirmPage(props: ConfirmPageProps) {
  const { uuid, draft, offer, disburseHref, autopayHref } = props;
  const { mutation, moveOn, refreshApplication } = useGiveBankAccount(uuid);
  const [outcome, setOutcome] = useState(() => sentAccount.get(uuid));
  const errors = actionErrors(mutation.error);
  useDocumentTitle(
    outcome ? ACCOUNT_VERIFICATION_OUTCOMES[outcome.result.account.status].heading : CONFIRM_TITLE,
    errors.length > 0,
  );

  if (outcome) return <Outcome {...props} sent={outcome} moveOn={moveOn} />;
  if (!draft) return null;

  function send() {
    if (!draft) return;
    mutation.mutate(
      {
        routingNumber: draft.routingNumber,
        accountNumber: draft.accountNumber,
        accountNumberConfirmation: draft.accountNumberConfirmation,
        accountType: draft.accountType,
        autopay: draft.autopay ?? false,
      },
      {
        onSuccess: (result) => {
          // The full number leaves memory as soon as the server has it: what follows shows its last four only.
          bankDraft.clear(uuid);
          const account = { result, bankName: draft.bankName, autopay: draft.autopay ?? false };
          sentAccount.save(uuid, account);
          setOutcome(account);
          // The application changed (the rate re-priced for the payment mode, the account's status): the sidebar and
          // bank/disburse, if revisited after a failure, read it again. The step is left for the borrower's Continue.
          void refreshApplication();
        },
      },
    );
  }

  return (
    <div className="question-page stack">
      <Link to={autopayHref} className="back-link">
        Back
      </Link>
      <ErrorSummary items={errors} focusKey={mutation.failureCount} />
      <h1 className="heading-l">{CONFIRM_TITLE}</h1>
      <dl className="summary-list">
        <div className="summary-list__row">
          <dt>Bank</dt>
          <dd>{draft.bankName ?? 'Not named by its routing number'}</dd>
        </div>
        <div className="summary-list__row">
          <dt>Routing number</dt>
          <dd>
            {draft.routingNumber}{' '}
            <Link to={disburseHref}>
              Change<span className="visually-hidden"> the routing number</span>
            </Link>
          </dd>
        </div>
        <div className="summary-list__row">
          <dt>Account</dt>
          <dd>
            {draft.accountType === 'CHECKING' ? 'Checking' : 'Savings'} account ending{' '}
            {maskedAccount(lastFour(draft.accountNumber))}{' '}
            <Link to={disburseHref}>
              Change<span className="visually-hidden"> the account</span>
            </Link>
          </dd>
        </div>
        <div className="summary-list__row">
          <dt>Monthly payments</dt>
          <dd>
            {paymentLine(draft.autopay, lastFour(draft.accountNumber), offer)}{' '}
            <Link to={autopayHref}>
              Change<span className="visually-hidden"> how you pay</span>
            </Link>
          </dd>
        </div>
      </dl>
      <p>
        When you confirm, we ask your bank to check that the account is in your name. It takes a few seconds.
        Step 3 of 3.
      </p>
      <div>
        <button type="button" className="button" disabled={mutation.isPending} onClick={send}>
          {mutation.isPending ? 'Checking your account…' : 'Confirm and verify account'}
        </button>
      </div>
    </div>
  );
}

interface OutcomeProps extends ConfirmPageProps {
  sent: SentAccount;
  moveOn: () => Promise<void>;
}

/** The check's outcome (spec 001 §3 VERIFIED, PENDING_REVIEW, FAILED_VERIFICATION) and what to do next. */
function Outcome({ sent, offer, anotherAccountHref, moveOn }: OutcomeProps) {
  const { result } = sent;
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  const words = ACCOUNT_VERIFICATION_OUTCOMES[result.account.status];
  const mask = maskedAccount(result.account.mask);
  const bank = sent.bankName ? ` at ${sent.bankName}` : '';
  const payment = paymentLine(sent.autopay, result.account.mask, offer);
  const heading = useRef<HTMLHeadingElement>(null);
  const [leaving, setLeaving] = useState(false);
  // The page changed under the button the borrower pressed: take them to its heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="question-page stack" data-testid={`bank-outcome-${result.account.status}`}>
      <h1 className="heading-l" tabIndex={-1} ref={heading}>
        {words.heading}
      </h1>
      {result.account.status === 'VERIFIED' ? (
        <p>
          Your funds will be paid into the account ending {mask}
          {bank}. {payment}.
        </p>
      ) : null}
      {result.account.status === 'PENDING_REVIEW' ? (
        <>
          <p>
            Your bank could not confirm automatically that the account ending {mask}
            {bank} is in your name, so {companyName} will check it. {payment}.
          </p>
          <p>
            You do not need to wait: go on and verify your identity now. If we need a recent statement of the
            account we will email you. Your line is funded only once the review is done.
          </p>
        </>
      ) : null}
      {result.account.status === 'FAILED_VERIFICATION' ? (
        <>
          <p>
            The bank could not confirm that the account ending {mask} is in your name, so we cannot send your
            funds to it.
          </p>
          <h2 className="heading-m">What to do next</h2>
          <ul>
            <li>Give another checking or savings account in your name, or</li>
            <li>
              if the account is yours, call {companyName} at <LenderPhoneLink />: we will ask for a recent
              statement of it.
            </li>
          </ul>
        </>
      ) : null}
      {words.waitingOn === 'nobody' ? null : (
        <dl className="status-list">
          <div>
            <dt>Waiting on</dt>
            <dd>
              {waitingOnText({ waitingOn: words.waitingOn, who: words.who, canActOnline: true }, companyName)}
            </dd>
          </div>
          <div>
            <dt>Expected time</dt>
            <dd>{words.expected}</dd>
          </div>
        </dl>
      )}
      <div>
        {words.next === 'identity' ? (
          <button
            type="button"
            className="button"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void moveOn();
            }}
          >
            Continue to verify your identity
          </button>
        ) : (
          <Link to={anotherAccountHref} className="button">
            Give another account
          </Link>
        )}
      </div>
    </div>
  );
}
