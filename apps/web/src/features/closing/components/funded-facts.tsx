import type { Application } from '@lintel/domain/application/application';
import type { ClosingView } from '@lintel/domain/application/closing';
import { maskedAccount } from '@lintel/domain/application/disbursement-account';
import type { SummaryDisclosure } from '@lintel/domain/application/summary-disclosure';
import { formatUsd } from '@lintel/domain/loan-math/format-money';
import { monthlyPayment } from '@lintel/domain/loan-math/payment';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** The monthly payment of the initial draw, from the line's offer when it is current, else from its figures. */
export function firstPayment(
  application: Application,
  summary: SummaryDisclosure | undefined,
): string | undefined {
  if (summary?.figures) return formatUsd(summary.figures.monthlyPayment);
  if (application.amount && application.rate && application.term)
    return formatUsd(
      monthlyPayment({
        principal: application.amount,
        annualRatePercent: application.rate,
        years: application.term,
      }),
    );
  return undefined;
}

function oneMonthAfter(date: Date): Date {
  const next = new Date(date);
  next.setMonth(next.getMonth() + 1);
  return next;
}

/**
 * A funded line in facts: the amount, the day, where the money went (the account masked) and the first payment, due
 * a month after funding (complete page and application home).
 */
export function FundedFacts({
  application,
  funding,
  payment,
}: {
  application: Application;
  funding: NonNullable<ClosingView['funding']>;
  /** The monthly payment, formatted; undefined when the figures are not known. */
  payment: string | undefined;
}) {
  // The standing's accounts (decision 239): a crypto-backed line was paid into no bank account, so it names the
  // account its payments come from instead.
  const accounts = application.standing?.accounts;
  const payout = accounts ? accounts.payoutMask : application.disburseAccount?.mask;
  const account = payout ? maskedAccount(payout) : undefined;
  const fundedAt = new Date(funding.fundedAt);
  return (
    <dl className="closing-facts">
      <div>
        <dt>Amount</dt>
        <dd>{application.amount ? formatUsd(application.amount) : 'As in your agreement'}</dd>
      </div>
      <div>
        <dt>Funded on</dt>
        <dd>{dateFormat.format(fundedAt)}</dd>
      </div>
      {accounts?.cryptoBacked ? (
        <div>
          <dt>Monthly payments</dt>
          <dd>
            {accounts.autopayMask
              ? `Autopay from your account ending ${maskedAccount(accounts.autopayMask)}`
              : 'You pay each month yourself'}
          </dd>
        </div>
      ) : (
        <div>
          <dt>Sent to</dt>
          <dd>{account ? `Your account ending ${account}` : 'Your bank account on file'}</dd>
        </div>
      )}
      <div>
        <dt>First payment</dt>
        <dd>
          {payment ? `${payment}, due ` : 'Due '}
          {dateFormat.format(oneMonthAfter(fundedAt))}
        </dd>
      </div>
      <div>
        <dt>Reference</dt>
        <dd>{funding.reference}</dd>
      </div>
    </dl>
  );
}
