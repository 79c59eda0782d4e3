import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ACCOUNT_VERIFICATION_OUTCOMES } from '@lintel/domain/application/account-verification-outcome';
import { maskedAccount } from '@lintel/domain/application/disbursement-account';
import type { Offer } from '@lintel/domain/application/offer';
import { waitingOnText } from '@lintel/domain/application/standing/standing';
import { formatPercent } from '@lintel/domain/loan-math/format-money';
import { offerRate } from '@lintel/domain/loan-math/offer-rate';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import type { SentAccount } from '../bank-draft.ts';

/** How the borrower pays, in words, with the rate that mode gives. */
export function paymentLine(autopay: boolean | undefined, last4: string, offer: Offer | undefined) {
  const rate = offer ? ` at ${formatPercent(offerRate(offer, autopay ? 'AUTOPAY' : 'MANUAL'))}` : '';
  return autopay
    ? `Autopay from the account ending ${maskedAccount(last4)}${rate}`
    : `You pay each month yourself${rate}`;
}

interface OutcomeProps {
  sent: SentAccount;
  /** AUTOPAY: a crypto-backed line's autopay account, which takes payments and is paid nothing (decision 239). */
  purpose: 'DISBURSE' | 'AUTOPAY';
  offer: Offer | undefined;
  anotherAccountHref: string;
  moveOn: () => Promise<void>;
}

/** The check's outcome (spec 001 §3 VERIFIED, PENDING_REVIEW, FAILED_VERIFICATION) and what to do next. */
export function AccountOutcome({ sent, purpose, offer, anotherAccountHref, moveOn }: OutcomeProps) {
  const { result } = sent;
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  const words = ACCOUNT_VERIFICATION_OUTCOMES[result.account.status];
  const mask = maskedAccount(result.account.mask);
  const bank = sent.bankName ? ` at ${sent.bankName}` : '';
  const payment = paymentLine(sent.autopay, result.account.mask, offer);
  const autopayOnly = purpose === 'AUTOPAY';
  const autopayRate = offer ? `, at your autopay rate of ${formatPercent(offerRate(offer, 'AUTOPAY'))}` : '';
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
          {autopayOnly
            ? `Your monthly payments will be taken from the account ending ${mask}${bank}${autopayRate}.`
            : `Your funds will be paid into the account ending ${mask}${bank}. ${payment}.`}
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
            The bank could not confirm that the account ending {mask} is in your name, so we cannot{' '}
            {autopayOnly ? 'take your payments from it' : 'send your funds to it'}.
          </p>
          <h2 className="heading-m">What to do next</h2>
          <ul>
            <li>Give another checking or savings account in your name,{autopayOnly ? '' : ' or'}</li>
            {autopayOnly ? <li>choose to pay each month yourself instead, or</li> : null}
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
            {autopayOnly ? 'Change how you pay' : 'Give another account'}
          </Link>
        )}
      </div>
    </div>
  );
}
